import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNumber, IsString, Matches, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { IsRealIsoTime } from './rum-since';
import { RUM_PROBLEMS, RUM_REMOTES, RUM_SHELL, RUM_VERSION, RUM_VITALS } from './rum.constants';
import { RUM_ROUTES } from './rum.routes';

const REMOTE_MESSAGE = `remote must be one of ${RUM_REMOTES.join(', ')}`;
const SINCE_MESSAGE = 'since must be a real ISO 8601 date or time (2026-11-22 or 2026-11-22T00:15:00.000Z)';
const ROUTE_MESSAGE = 'route must be a route pattern of the site (/blog/:slug, or * for a page not found), not an address';
const INP_REMOTE_MESSAGE = `remote must be one of ${[...RUM_REMOTES, RUM_SHELL].join(', ')}`;
const VERSION_MESSAGE = 'version must be "base" or a released version (20261122T001500Z-1a2b3c4d)';

/** One remote on the page, and the version it came from. */
export class RumRemoteDto {
  @IsIn(RUM_REMOTES, { message: REMOTE_MESSAGE })
  remote: string;

  @Matches(RUM_VERSION, { message: VERSION_MESSAGE })
  @IsString({ message: VERSION_MESSAGE })
  version: string;
}

/** Something that went wrong in a remote's code or files: counted, never its text. */
export class RumProblemDto extends RumRemoteDto {
  @IsIn(RUM_PROBLEMS, { message: `kind must be one of ${RUM_PROBLEMS.join(', ')}` })
  kind: string;
}

/**
 * One Core Web Vital of the page (web-vitals): LCP and INP in milliseconds, CLS without a unit. An
 * INP names where its interaction happened: the route pattern of the page then, and the remote whose
 * element took it (`shell` for the frame's own); the remote must be one the page's visit token names
 * (checked by the service, as versions are). LCP and CLS count for the batch's route and remotes.
 */
export class RumVitalDto {
  @IsIn(RUM_VITALS, { message: `name must be one of ${RUM_VITALS.join(', ')}` })
  name: string;

  @Max(600_000, { message: 'value must be at most 600000' })
  @Min(0, { message: 'value must not be negative' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'value must be a number' })
  value: number;

  @ValidateIf((o: RumVitalDto) => o.name === 'INP' || o.route !== undefined)
  @IsIn(RUM_ROUTES, { message: ROUTE_MESSAGE })
  route?: string;

  @ValidateIf((o: RumVitalDto) => o.name === 'INP' || o.remote !== undefined)
  @IsIn([...RUM_REMOTES, RUM_SHELL], { message: INP_REMOTE_MESSAGE })
  remote?: string;
}

/**
 * A batch of one page's reports (packages/platform/src/rum), sent with sendBeacon. `views` are the
 * remotes that started on the page since the last batch (one view each: what error rates are counted
 * against); `remotes` are all the remotes on the page, whose versions its vitals are counted for.
 */
export class RumReportDto {
  @IsIn(RUM_ROUTES, { message: ROUTE_MESSAGE })
  route: string;

  @ValidateNested({ each: true })
  @Type(() => RumRemoteDto)
  @ArrayMaxSize(RUM_REMOTES.length, { message: 'views lists each remote of the page once' })
  @IsArray({ message: 'views must be a list' })
  views: RumRemoteDto[];

  @ValidateNested({ each: true })
  @Type(() => RumRemoteDto)
  @ArrayMaxSize(RUM_REMOTES.length, { message: 'remotes lists each remote of the page once' })
  @IsArray({ message: 'remotes must be a list' })
  remotes: RumRemoteDto[];

  @ValidateNested({ each: true })
  @Type(() => RumProblemDto)
  @ArrayMaxSize(50, { message: 'at most 50 problems per report' })
  @IsArray({ message: 'problems must be a list' })
  problems: RumProblemDto[];

  @ValidateNested({ each: true })
  @Type(() => RumVitalDto)
  @ArrayMaxSize(10, { message: 'at most 10 vitals per report' })
  @IsArray({ message: 'vitals must be a list' })
  vitals: RumVitalDto[];
}

/** GET /api/rum/summary's query: a remote, or `shell` for the interactions the frame's own elements took. */
export class RumSummaryQueryDto {
  @IsIn([...RUM_REMOTES, RUM_SHELL], { message: INP_REMOTE_MESSAGE })
  remote: string;

  @IsRealIsoTime({ message: SINCE_MESSAGE })
  @IsString({ message: SINCE_MESSAGE })
  since: string;
}
