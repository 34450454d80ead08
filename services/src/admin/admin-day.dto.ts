import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Stacked, trim } from '../common/text-fields';
import { WORK_STATUSES, type WorkStatus } from './admin.dto';
import { UUID } from '../common/lists/list-query';

/** How staff answered: the link they followed (mailto:, wa.me, tel:). */
export const REPLY_CHANNELS = ['email', 'whatsapp', 'call'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

export class ReplyDto {
  @ApiProperty({ enum: REPLY_CHANNELS })
  @Stacked(IsIn(REPLY_CHANNELS, { message: `channel must be one of ${REPLY_CHANNELS.join(', ')}` }), IsString({ message: 'channel is required' }))
  channel: ReplyChannel;
}

export class SetOwnerDto {
  @ApiProperty({ type: String, nullable: true, description: 'A staff address (STAFF_EMAILS), or null for nobody.', maxLength: 254 })
  @Stacked(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value)),
    ValidateIf((_o, value) => value !== null),
    MaxLength(254, { message: 'owner must be a staff address' }),
    IsString({ message: 'owner must be a staff address or null' }),
  )
  owner: string | null;
}

export class BulkStatusDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: 100, description: 'The ids of the selected rows.' })
  @Stacked(
    Matches(UUID, { each: true, message: 'Each id must be an id from the list' }),
    ArrayMaxSize(100, { message: 'At most 100 rows at a time' }),
    ArrayMinSize(1, { message: 'Select at least one row' }),
    IsArray({ message: 'ids must be a list' }),
  )
  ids: string[];

  @ApiProperty({ enum: WORK_STATUSES })
  @Stacked(IsIn(WORK_STATUSES, { message: 'status must be one of new, in_progress, done' }), IsString({ message: 'status is required' }))
  status: WorkStatus;
}

export class ClosePaymentDto {
  @ApiProperty({ minLength: 3, maxLength: 500, description: 'Why the payment is closed by hand (kept in the audit log and its history).' })
  @Stacked(
    Transform(trim),
    MaxLength(500, { message: 'Reason must be at most 500 characters' }),
    MinLength(3, { message: 'Reason must be at least 3 characters' }),
    IsString({ message: 'Reason is required' }),
  )
  reason: string;
}
