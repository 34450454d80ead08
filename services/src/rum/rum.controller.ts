import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Inject, Ip, NotFoundException, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { RateLimiter } from '../auth/rate-limiter';
import { RumReportDto, RumSummaryQueryDto } from './rum.dto';
import { RumService, type RumVersionSummary } from './rum.service';

/** The reports' limit per client address and minute (RUM_RATE_PER_IP), read at start. */
export const RUM_RATE = Symbol('RUM_RATE');

/** What a proxy adds to a request it forwards (as for /api/metrics): the summary is for the release tools on the internal network. */
const FORWARDED_BY = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/**
 * POST /api/rum: the visitors' browsers report errors, failed remote loads and Core Web Vitals per
 * remote version (packages/platform/src/rum). Validated, limited per address, stored as counts and
 * figures without personal data. GET /api/rum/summary: the figures per version, for `npm run
 * releases` and the canary watcher; answered only to a direct request, never through a proxy.
 * Nest's decorators only: the same on either HTTP adapter.
 */
@ApiExcludeController()
@Controller('rum')
export class RumController {
  constructor(
    private readonly rum: RumService,
    private readonly limiter: RateLimiter,
    @Inject(RUM_RATE) private readonly ratePerMinute: number,
  ) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  async report(@Ip() ip: string, @Body() body: RumReportDto): Promise<void> {
    await this.limiter.hit(`rum:ip:${ip}`, this.ratePerMinute, 60);
    await this.rum.record(body);
  }

  @Get('summary')
  async summary(@Headers() headers: Record<string, unknown>, @Query() query: RumSummaryQueryDto): Promise<{ remote: string; since: string; versions: RumVersionSummary[] }> {
    if (FORWARDED_BY.some((name) => headers[name] !== undefined)) throw new NotFoundException('Cannot GET /api/rum/summary');
    const since = new Date(query.since);
    return { remote: query.remote, since: since.toISOString(), versions: await this.rum.summary(query.remote, since) };
  }
}
