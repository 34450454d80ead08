import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsISO8601, IsNotEmpty, IsObject, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { MAX_SLUG, SLUG_PATTERN } from '../content-kinds';
import { BODY, IMAGE_ID, LIST, MAX_IMAGE_ID, MEDIUM, SHORT } from './limits';

export class ArticleAuthorFieldsDto {
  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  name: string;

  @ApiProperty({ maxLength: MEDIUM })
  @IsString()
  @MaxLength(MEDIUM)
  bio: string;

  @ApiProperty({ type: 'string', nullable: true, pattern: IMAGE_ID.source })
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @Matches(IMAGE_ID)
  @MaxLength(MAX_IMAGE_ID)
  photoImageId: string | null;
}

/** An article as staff edit it: the body is Markdown, rendered and sanitised on the API. */
export class ArticleFieldsDto {
  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  title: string;

  @ApiProperty({ maxLength: MEDIUM })
  @IsString()
  @MaxLength(MEDIUM)
  excerpt: string;

  @ApiProperty({ description: 'Markdown (raw HTML is shown as text).', maxLength: BODY })
  @IsString()
  @MaxLength(BODY)
  body: string;

  @ApiProperty({ type: 'string', nullable: true, pattern: IMAGE_ID.source })
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @Matches(IMAGE_ID)
  @MaxLength(MAX_IMAGE_ID)
  coverImageId: string | null;

  @ApiProperty({ maxLength: SHORT, description: 'The cover’s alt text.' })
  @IsString()
  @MaxLength(SHORT)
  coverAlt: string;

  @ApiProperty({ type: ArticleAuthorFieldsDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ArticleAuthorFieldsDto)
  author: ArticleAuthorFieldsDto;

  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  category: string;

  @ApiProperty({ type: [String], maxItems: LIST })
  @IsArray()
  @ArrayMaxSize(LIST)
  @IsString({ each: true })
  @MaxLength(SHORT, { each: true })
  tags: string[];

  @ApiProperty({ description: 'Publication date, YYYY-MM-DD.', example: '2024-03-15' })
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be YYYY-MM-DD' })
  @IsISO8601({ strict: true })
  date: string;

  @ApiProperty({ maxLength: 40, example: '5 min read', description: 'The read time beside the date, as staff write it; empty: worked out from the body at about 200 words a minute.' })
  @IsString()
  @MaxLength(40)
  readingTime: string;

  @ApiProperty({ type: [String], maxItems: 10, description: 'Slugs of related articles.' })
  @IsArray()
  @ArrayMaxSize(10)
  @Matches(SLUG_PATTERN, { each: true })
  @MaxLength(MAX_SLUG, { each: true })
  related: string[];
}
