import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { IMAGE_ID, LIST, LONG, MAX_IMAGE_ID, SHORT } from './limits';

export class WebsiteFieldsDto {
  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  label: string;

  @ApiProperty({ maxLength: 500, example: 'https://ukweliafrica.org' })
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true })
  @MaxLength(500)
  href: string;
}

export class StatFieldsDto {
  @ApiProperty({ maxLength: 40 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  value: string;

  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  label: string;
}

export class ApproachStepFieldsDto {
  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  title: string;

  @ApiPropertyOptional({ maxLength: 60, example: 'Weeks 1-3' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  when?: string;

  @ApiProperty({ maxLength: LONG })
  @IsString()
  @MaxLength(LONG)
  text: string;
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;

export class PrimaryColourFieldsDto {
  @ApiProperty({ example: '#8B1E1E' })
  @Matches(COLOUR, { message: 'main must be a colour like #8B1E1E' })
  main: string;

  @ApiProperty({ example: '#5E1212' })
  @Matches(COLOUR, { message: 'strong must be a colour like #5E1212' })
  strong: string;
}

/** A portfolio case study: the page's sections, its images as ids of content_images. */
export class CaseStudyFieldsDto {
  @ApiProperty({ description: 'Place in the portfolio (ascending).' })
  @IsInt()
  @Min(0)
  @Max(100000)
  order: number;

  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  title: string;

  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @MaxLength(SHORT)
  subtitle: string;

  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @MaxLength(SHORT)
  category: string;

  @ApiProperty({ maxLength: SHORT, example: 'Ukweli Africa', description: 'Who the work was for (the client of the spec’s Project); may be empty.' })
  @IsString()
  @MaxLength(SHORT)
  client: string;

  @ApiProperty({ maxLength: LONG })
  @IsString()
  @MaxLength(LONG)
  overview: string;

  @ApiProperty({ type: WebsiteFieldsDto, nullable: true })
  @ValidateIf((_, v) => v !== null)
  @IsObject()
  @ValidateNested()
  @Type(() => WebsiteFieldsDto)
  website: WebsiteFieldsDto | null;

  @ApiProperty({ type: [StatFieldsDto], maxItems: 8 })
  @IsArray()
  @ArrayMaxSize(8)
  @ValidateNested({ each: true })
  @Type(() => StatFieldsDto)
  stats: StatFieldsDto[];

  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @MaxLength(SHORT)
  approachTitle: string;

  @ApiProperty({ type: [ApproachStepFieldsDto], maxItems: 12 })
  @IsArray()
  @ArrayMaxSize(12)
  @ValidateNested({ each: true })
  @Type(() => ApproachStepFieldsDto)
  approach: ApproachStepFieldsDto[];

  @ApiProperty({ type: PrimaryColourFieldsDto, nullable: true })
  @ValidateIf((_, v) => v !== null)
  @IsObject()
  @ValidateNested()
  @Type(() => PrimaryColourFieldsDto)
  primary: PrimaryColourFieldsDto | null;

  @ApiProperty()
  @IsBoolean()
  showOtherStudies: boolean;

  @ApiProperty({ type: 'string', nullable: true })
  @ValidateIf((_, v) => v !== null)
  @Matches(IMAGE_ID)
  @MaxLength(MAX_IMAGE_ID)
  coverImageId: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  @ValidateIf((_, v) => v !== null)
  @Matches(IMAGE_ID)
  @MaxLength(MAX_IMAGE_ID)
  heroImageId: string | null;

  @ApiProperty({ type: [String], maxItems: LIST })
  @IsArray()
  @ArrayMaxSize(LIST)
  @Matches(IMAGE_ID, { each: true })
  @MaxLength(MAX_IMAGE_ID, { each: true })
  galleryImageIds: string[];
}
