import { Controller, Get, Global, Module, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Database } from '../database/database';
import { Metrics } from './metrics';

/** What a proxy adds to a request it forwards: nginx sets the first two, the gateway the first. */
const FORWARDED_BY = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/**
 * GET /api/metrics: for the internal network only. Answered only to a direct scrape (Prometheus
 * on the replica's own port); a request that came through nginx or the gateway gets the same 404 as
 * an address with no route. nginx also answers 404 to it, but express matches routes regardless of
 * case and of a trailing slash: /api/Metrics/ passed nginx's exact location and was answered with
 * the site's payment and mail figures. The API no longer counts on a proxy
 * spelling the path as it does.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  scrape(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    if (FORWARDED_BY.some((name) => req.headers[name] !== undefined)) throw new NotFoundException(`Cannot ${req.method} ${req.originalUrl}`);
    // Set here, not with @Header: those are set before the handler runs, and the 404 above would
    // go out as JSON labelled text/plain.
    res.setHeader('Content-Type', 'text/plain; version=0.0.4; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
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
