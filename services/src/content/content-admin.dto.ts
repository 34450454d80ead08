import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsIn, IsInt, IsObject, IsOptional, IsRFC3339, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { CONTENT_KINDS, CONTENT_STATUSES, MAX_SLUG, SLUG_PATTERN, type ContentKind, type ContentStatus } from './content-kinds';
import { ArticleFieldsDto } from './fields/article-fields.dto';
import { CaseStudyFieldsDto } from './fields/case-study-fields.dto';
import { ContactFieldsDto } from './fields/contact-fields.dto';
import { BODY } from './fields/limits';
import { ResourceFieldsDto } from './fields/resource-fields.dto';
import { ServiceFieldsDto, StatisticFieldsDto, TestimonialFieldsDto } from './fields/site-fields.dto';

const FIELD_MODELS = [ArticleFieldsDto, CaseStudyFieldsDto, ResourceFieldsDto, TestimonialFieldsDto, StatisticFieldsDto, ServiceFieldsDto, ContactFieldsDto];
/** The kind's fields: one of the kinds' field models (the route's {kind} says which). */
const FIELDS_SCHEMA = { description: "The kind's editable fields (the route's {kind} says which model).", anyOf: FIELD_MODELS.map((m) => ({ $ref: getSchemaPath(m) })) };

const SLUG_DOC = { maxLength: MAX_SLUG, pattern: SLUG_PATTERN.source, example: 'ai-in-modern-branding' };

export class ContentListQueryDto {
  @ApiPropertyOptional({ enum: CONTENT_STATUSES })
  @IsOptional()
  @IsIn(CONTENT_STATUSES)
  status?: ContentStatus;

  @ApiPropertyOptional({ description: 'Words of the title or slug.', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}

export class AdminContentListItemDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: CONTENT_KINDS, enumName: 'ContentKind' }) kind: ContentKind;
  @ApiProperty({ description: 'The latest revision’s slug.' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: CONTENT_STATUSES, enumName: 'ContentStatus' }) status: ContentStatus;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When a scheduled entry is published.' }) publishAt: string | null;
  @ApiProperty({ description: 'Who created it.' }) author: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty() updatedBy: string;
  @ApiProperty({ description: 'The latest revision.' }) revision: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The revision the public sees.' }) publishedRevision: number | null;
}

@ApiExtraModels(...FIELD_MODELS)
export class AdminContentEntryDto extends AdminContentListItemDto {
  @ApiProperty(FIELDS_SCHEMA) fields: Record<string, unknown>;
}

export class AdminContentListDto {
  @ApiProperty({ type: [AdminContentListItemDto], description: 'Last changed first.' }) items: AdminContentListItemDto[];
}

export class CreateContentDto {
  @ApiProperty(SLUG_DOC)
  @IsString()
  @MaxLength(MAX_SLUG)
  @Matches(SLUG_PATTERN, { message: 'slug must be lower-case words joined by dashes' })
  slug: string;

  @ApiProperty(FIELDS_SCHEMA)
  @IsObject()
  fields: Record<string, unknown>;
}

export class SaveContentDto extends CreateContentDto {
  @ApiProperty({ description: 'The revision this edit started from; a newer one answers 409.' })
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  baseRevision: number;
}

export class PublishContentDto {
  @ApiProperty({ description: 'The revision to publish.' })
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  revision: number;
}

export class ScheduleContentDto extends PublishContentDto {
  @ApiProperty({ format: 'date-time', description: 'RFC 3339 with its offset (Z or ±hh:mm), in the future.' })
  @IsRFC3339({ message: 'publishAt must be an RFC 3339 date and time' })
  publishAt: string;
}

export class ContentRevisionDto {
  @ApiProperty() revision: number;
  @ApiProperty({ format: 'date-time' }) savedAt: string;
  @ApiProperty() savedBy: string;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'The revision the public sees.' }) published: boolean;
}

export class ContentRevisionListDto {
  @ApiProperty({ type: [ContentRevisionDto], description: 'Newest first.' }) revisions: ContentRevisionDto[];
}

export class PreviewLinkDto {
  @ApiProperty({ description: 'The page’s address with ?preview=<token>.' }) url: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}

export class RenderMarkdownDto {
  @ApiProperty({ maxLength: BODY })
  @IsString()
  @MaxLength(BODY)
  markdown: string;
}

export class RenderedMarkdownDto {
  @ApiProperty({ description: 'Sanitised HTML, as the public answers carry it.' }) html: string;
}

export class ContentDraftDto {
  @ApiProperty() slug: string;
  @ApiProperty(FIELDS_SCHEMA) fields: Record<string, unknown>;
}

/** 409 of a stale save: nothing was stored; the editor keeps `yours` and shows `current`. */
export class ContentConflictDto {
  @ApiProperty({ example: 409 }) statusCode: number;
  @ApiProperty({ example: 'Conflict' }) error: string;
  @ApiProperty() message: string;
  @ApiProperty() requestId: string;
  @ApiProperty({ type: ContentDraftDto, description: 'What was sent.' }) yours: ContentDraftDto;
  @ApiProperty({ type: AdminContentEntryDto, description: 'The latest revision now.' }) current: AdminContentEntryDto;
}

/** A route's {kind} parameter. */
export const KIND_PARAM = { name: 'kind', enum: CONTENT_KINDS, enumName: 'ContentKind' } as const;
