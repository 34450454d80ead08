import { ApiProperty } from '@nestjs/swagger';

/** The 75th percentile of each vital over the window; null while no page reported it. */
export class RumVitalsP75Dto {
  @ApiProperty({ type: Number, nullable: true, description: 'Largest Contentful Paint, milliseconds.' })
  LCP!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: "Interaction to Next Paint, milliseconds: of the interactions this remote's elements took (or the frame's, for `shell`)." })
  INP!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Cumulative Layout Shift.' })
  CLS!: number | null;
}

/** One route pattern's figures for one version. */
export class RumRouteSummaryDto {
  @ApiProperty({ example: '/blog/:slug', description: 'A route pattern of the site (shell/src/routing/routes.json), or * for a page not found.' })
  route!: string;

  @ApiProperty({ description: "INP reports of interactions this version's elements took on this route." })
  interactions!: number;

  @ApiProperty({ type: RumVitalsP75Dto, description: 'LCP and CLS of the pages of this route that showed this version; INP of its interactions there.' })
  p75!: RumVitalsP75Dto;
}

export class RumVersionSummaryDto {
  @ApiProperty({ example: '20261128T075850Z-e709d215' })
  version!: string;

  @ApiProperty({ description: 'Page views that loaded this version.' })
  views!: number;

  @ApiProperty({ description: 'Distinct visits (signed visit tokens of pages the gateway served) that viewed this version: what the canary watcher needs a number of before it decides.' })
  visits!: number;

  @ApiProperty({ description: 'Uncaught errors attributed to this version.' })
  errors!: number;

  @ApiProperty({ description: "Failed loads of this version's files." })
  loadFailures!: number;

  @ApiProperty({ description: "INP reports of interactions this version's elements took: what the watcher's INP signal needs a number of." })
  interactions!: number;

  @ApiProperty({ type: RumVitalsP75Dto })
  p75!: RumVitalsP75Dto;

  @ApiProperty({ type: [RumRouteSummaryDto], description: 'The same vitals per route pattern.' })
  routes!: RumRouteSummaryDto[];
}

export class RumSummaryDto {
  @ApiProperty({ example: 'blog', description: 'The remote asked for, or shell (the interactions the frame took).' })
  remote!: string;

  @ApiProperty({ description: 'Start of the window, ISO 8601.' })
  since!: string;

  @ApiProperty({ type: [RumVersionSummaryDto] })
  versions!: RumVersionSummaryDto[];
}
