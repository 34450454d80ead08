import { Controller, Get, Global, Header, Module } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Database } from '../database/database';
import { Metrics } from './metrics';

/** GET /api/metrics: for the internal network only (nginx answers 404 to it from outside). */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}

@Global()
@Module({
  providers: [{ provide: Metrics, inject: [Database], useFactory: (db: Database) => new Metrics(db) }],
  controllers: [MetricsController],
  exports: [Metrics],
})
export class MetricsModule {}
