import { ApiProperty } from '@nestjs/swagger';

/** The 75th percentile of each vital over the window; null while no page reported it. */
export class RumVitalsP75Dto {
  @ApiProperty({ type: Number, nullable: true, description: 'Largest Contentful Paint, milliseconds.' })
  LCP!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Interaction to Next Paint, milliseconds.' })
  INP!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Cumulative Layout Shift.' })
  CLS!: number | null;
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

  @ApiProperty({ type: RumVitalsP75Dto })
  p75!: RumVitalsP75Dto;
}

export class RumSummaryDto {
  @ApiProperty({ example: 'blog' })
  remote!: string;

  @ApiProperty({ description: 'Start of the window, ISO 8601.' })
  since!: string;

  @ApiProperty({ type: [RumVersionSummaryDto] })
  versions!: RumVersionSummaryDto[];
}
