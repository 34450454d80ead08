import { Controller, Get, Global, Module, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Database } from '../database/database';
import { Metrics } from './metrics';

/** What a proxy adds to a request it forwards: nginx sets the first two, the gateway the first. */
const FORWARDED_BY = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/**
 * GET /api/metrics: for the internal network only. Answered only to a direct scrape (Prometheus
 * on the replica's own port); a request that came through nginx or the gateway gets the same 404 as
 * an address with no route. nginx also answers 404 to it, but the API matches routes regardless of
 * case and of a trailing slash (wrong-method.ts ROUTER_OPTIONS): /api/Metrics/ passed nginx's exact
 * location and was answered with
 * the site's payment and mail figures (found 2026-11-27). The API no longer counts on a proxy
 * spelling the path as it does.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  scrape(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    if (FORWARDED_BY.some((name) => req.headers[name] !== undefined)) throw new NotFoundException(`Cannot ${req.method} ${req.url}`);
    // Set here, not with @Header: those are set before the handler runs, and the 404 above would
    // go out as JSON labelled text/plain.
    res.header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8');
    res.header('Cache-Control', 'no-store');
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
