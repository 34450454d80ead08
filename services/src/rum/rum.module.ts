import { Module } from '@nestjs/common';
import { Metrics } from '../metrics/metrics';
import { RUM_RATE_DEFAULT } from './rum.constants';
import { RUM_RATE, RumController } from './rum.controller';
import { RumMetrics } from './rum.metrics';
import { RumService } from './rum.service';

/** RUM_RATE_PER_IP: reports per client address and minute; a bad value stops the API at start, named. */
export function rumRatePerIp(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.RUM_RATE_PER_IP;
  if (raw === undefined || raw === '') return RUM_RATE_DEFAULT;
  const rate = Number(raw);
  if (!Number.isInteger(rate) || rate < 1) throw new Error(`RUM_RATE_PER_IP must be a whole number of reports per minute (1 or more), not "${raw}"`);
  return rate;
}

/** The visitors' reports per remote version (POST /api/rum) and their figures; one import line in app.module.ts. */
@Module({
  controllers: [RumController],
  providers: [
    RumService,
    { provide: RumMetrics, inject: [Metrics], useFactory: (metrics: Metrics) => new RumMetrics(metrics.registry) },
    { provide: RUM_RATE, useFactory: () => rumRatePerIp() },
  ],
})
export class RumModule {}
