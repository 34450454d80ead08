import { Body, Controller, ForbiddenException, Get, Headers, HttpCode, HttpStatus, Inject, Ip, NotFoundException, Post, Query } from '@nestjs/common';
import { VISIT_COOKIE, cookieValue, readVisitToken } from '@agency/server-kit';
import { AppConfig } from '../config/app-config';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-error-responses';
import { RateLimiter } from '../auth/rate-limiter';
import { RumReportDto, RumSummaryQueryDto } from './rum.dto';
import { RumSummaryDto } from './rum-summary.dto';
import { RumService } from './rum.service';
import { sinceTime } from './rum-since';

/** The reports' limit per client address and minute (RUM_RATE_PER_IP), read at start. */
export const RUM_RATE = Symbol('RUM_RATE');

/** What a proxy adds to a request it forwards (as for /api/metrics): the summary is for the release tools on the internal network. */
const FORWARDED_BY = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/**
 * POST /api/rum: the visitors' browsers report errors, failed remote loads and Core Web Vitals per
 * remote version (packages/platform/src/rum). Validated, limited per address, counted only with the
 * visit token of a page the gateway served (the `nyota_visit` cookie, docs/decisions/rum-visit-tokens.md)
 * and only for the versions that token names, stored as counts and figures without personal data. GET /api/rum/summary: the figures per version, for `npm run
 * releases` and the canary watcher; answered only to a direct request, never through a proxy.
 * Nest's decorators only: the same on either HTTP adapter.
 */
@ApiTags('rum')
@Controller('rum')
export class RumController {
  constructor(
    private readonly rum: RumService,
    private readonly limiter: RateLimiter,
    @Inject(RUM_RATE) private readonly ratePerMinute: number,
    private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "A browser's batch of reports: errors, failed loads and vitals per remote version." })
  @ApiNoContentResponse({ description: 'Stored (counts and figures only).' })
  @ApiErrors({
    400: 'A report out of its shape (messages per field in errors): a route that is not a route pattern of the site, an INP above 60000 ms or without its route and remote; or naming a version or an INP remote its page did not serve (neither live nor canary)',
    403: 'No valid visit token: the report did not come from a page the gateway served in the last 30 minutes',
    429: "Past this address's reports per minute",
  })
  async report(@Ip() ip: string, @Headers('cookie') cookie: string | undefined, @Body() body: RumReportDto): Promise<void> {
    await this.limiter.hit(`rum:ip:${ip}`, this.ratePerMinute, 60);
    const visit = readVisitToken(this.config.pageTokenSecret, cookieValue(cookie, VISIT_COOKIE));
    if (!visit) throw new ForbiddenException('This report carries no valid visit token: reports are counted only from pages the site served.');
    await this.rum.record(body, visit);
  }

  @Get('summary')
  @ApiOperation({ summary: 'Figures per version (and per route pattern) of one remote, or of the frame (shell), since a time, for the release tools (direct requests only).' })
  @ApiOkResponse({ type: RumSummaryDto })
  @ApiErrors({ 400: 'An unknown remote, or a since that is not a real ISO 8601 date or time', 404: 'Asked through a proxy' })
  async summary(@Headers() headers: Record<string, unknown>, @Query() query: RumSummaryQueryDto): Promise<RumSummaryDto> {
    if (FORWARDED_BY.some((name) => headers[name] !== undefined)) throw new NotFoundException('Cannot GET /api/rum/summary');
    const since = sinceTime(query.since);
    return { remote: query.remote, since: since.toISOString(), versions: await this.rum.summary(query.remote, since) };
  }
}
