import { Module } from '@nestjs/common';
import { LifecycleModule } from '../lifecycle/lifecycle.module';
import { DatabaseProbe } from './database-probe';
import { HealthController } from './health.controller';

/** /api/health (as it always was), /api/health/live and /api/health/ready. */
@Module({
  imports: [LifecycleModule],
  controllers: [HealthController],
  providers: [DatabaseProbe],
})
export class HealthModule {}
