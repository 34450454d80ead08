import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsObject, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { ITEM_KEYS, RESOURCE_CATEGORIES, RESOURCE_TYPES } from '../../catalog/catalog.data';
import { MEDIUM, SHORT } from './limits';

/** The types a resource file may have (the hub's downloads are served with this type). */
export const RESOURCE_FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
] as const;

export class ResourceFileFieldsDto {
  @ApiProperty({ description: 'The file’s name in the hub’s storage.', example: 'brand-persona-guide.docx' })
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9._-]{0,150}$/, { message: 'file name must be lower-case letters, digits, dots, dashes or underscores' })
  name: string;

  @ApiProperty({ enum: RESOURCE_FILE_TYPES })
  @IsIn(RESOURCE_FILE_TYPES)
  mime: string;
}

/** A resource hub item; its slug is the id /api/drive/download/:id and the entitlements know. */
export class ResourceFieldsDto {
  @ApiProperty({ maxLength: SHORT })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT)
  title: string;

  @ApiProperty({ maxLength: MEDIUM })
  @IsString()
  @MaxLength(MEDIUM)
  description: string;

  @ApiProperty({ enum: RESOURCE_TYPES, enumName: 'ResourceType' })
  @IsIn(RESOURCE_TYPES)
  type: (typeof RESOURCE_TYPES)[number];

  @ApiProperty({ enum: RESOURCE_CATEGORIES, enumName: 'ResourceCategory' })
  @IsIn(RESOURCE_CATEGORIES)
  category: (typeof RESOURCE_CATEGORIES)[number];

  @ApiProperty()
  @IsBoolean()
  isNew: boolean;

  @ApiProperty()
  @IsBoolean()
  comingSoon: boolean;

  @ApiProperty({ type: ResourceFileFieldsDto, nullable: true })
  @ValidateIf((_, v) => v !== null)
  @IsObject()
  @ValidateNested()
  @Type(() => ResourceFileFieldsDto)
  file: ResourceFileFieldsDto | null;

  @ApiProperty({ enum: ['free', 'paid'] })
  @IsIn(['free', 'paid'])
  access: 'free' | 'paid';

  @ApiProperty({ type: 'string', nullable: true, description: 'The catalog item (an ItemKey) that unlocks it when paid; null when free.' })
  @ValidateIf((o: ResourceFieldsDto, v) => o.access === 'paid' || v !== null)
  @IsIn(ITEM_KEYS)
  itemKey: string | null;
}
