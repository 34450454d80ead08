import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { KITS, PLANS, RESOURCE_ACCESS } from '../catalog/catalog.data';
import { RequiredEmail, RequiredText, Stacked, trim } from '../common/text-fields';
import { IsInstant } from '../common/lists/instant';
import { LIST_SORTS, type ListSort } from '../common/lists/list-order';
import { WORK_STATUSES, type WorkStatus } from '../common/lists/work-item-table';
import { PAYMENT_STATES as PAYMENT_STATUSES } from '../payments/payments-read-model';

export { WORK_STATUSES, type WorkStatus } from '../common/lists/work-item-table';
export { PAYMENT_STATES as PAYMENT_STATUSES } from '../payments/payments-read-model';
export const ITEM_KEYS = [...PLANS, ...KITS, RESOURCE_ACCESS].map((item) => item.key);

/** `?status=` and friends sent empty mean "no filter", as the list page's form sends them. */
const emptyIsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Digits in a query become a number; anything else stays as sent and fails the number check. */
const wholeNumber = ({ value }: { value: unknown }) => (value === '' ? undefined : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value);

const instant = (name: string, description: string) =>
  Stacked(
    ApiPropertyOptional({ format: 'date-time', description: `${description} RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm).` }),
    Transform(emptyIsAbsent),
    IsOptional(),
    IsInstant({ message: `${name} must be a date and time (ISO 8601)` }),
    IsString({ message: `${name} must be a date and time (ISO 8601)` }),
  );

/** The filter of a list and its CSV export. */
export class FilterQueryDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'Text searched for anywhere in the listed fields (case-insensitive).' })
  @Stacked(Transform(trim), IsOptional(), MaxLength(200, { message: 'Search text must be at most 200 characters' }), IsString({ message: 'Search text must be text' }))
  q?: string;

  @ApiPropertyOptional({ enum: LIST_SORTS, default: 'newest', description: 'Newest first, oldest first, or by status in the order of the work.' })
  @Stacked(Transform(emptyIsAbsent), IsOptional(), IsIn(LIST_SORTS, { message: `sort must be one of ${LIST_SORTS.join(', ')}` }))
  sort?: ListSort;

  @instant('from', 'Only items created at or after this instant (the start of a day in the staff member’s zone).')
  from?: string;

  @instant('to', 'Only items created before this instant (the start of the day after the range).')
  to?: string;
}

const owner = () =>
  Stacked(
    ApiPropertyOptional({ description: '"me", "none" (nobody owns it) or a staff address.', maxLength: 254 }),
    Transform(emptyIsAbsent),
    IsOptional(),
    MaxLength(254, { message: 'owner must be "me", "none" or a staff address' }),
    IsString({ message: 'owner must be "me", "none" or a staff address' }),
  );

class PageQueryDto extends FilterQueryDto {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page; omitted for the first page.' })
  @Stacked(Transform(emptyIsAbsent), IsOptional(), MaxLength(500, { message: 'This cursor is not valid; start again from the first page.' }), IsString({ message: 'This cursor is not valid; start again from the first page.' }))
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @Stacked(
    Transform(wholeNumber),
    IsOptional(),
    Max(100, { message: 'limit must be at most 100' }),
    Min(1, { message: 'limit must be at least 1' }),
    IsInt({ message: 'limit must be a whole number from 1 to 100' }),
  )
  limit?: number;
}

const workStatus = () =>
  Stacked(ApiPropertyOptional({ enum: WORK_STATUSES }), Transform(emptyIsAbsent), IsOptional(), IsIn(WORK_STATUSES, { message: 'status must be one of new, in_progress, done' }));
const paymentStatus = () =>
  Stacked(ApiPropertyOptional({ enum: PAYMENT_STATUSES }), Transform(emptyIsAbsent), IsOptional(), IsIn(PAYMENT_STATUSES, { message: `status must be one of ${PAYMENT_STATUSES.join(', ')}` }));

export class WorkListQueryDto extends PageQueryDto {
  @workStatus()
  status?: WorkStatus;

  @owner()
  owner?: string;
}

export class WorkCsvQueryDto extends FilterQueryDto {
  @workStatus()
  status?: WorkStatus;

  @owner()
  owner?: string;
}

export class PaymentListQueryDto extends PageQueryDto {
  @paymentStatus()
  status?: string;
}

export class PaymentCsvQueryDto extends FilterQueryDto {
  @paymentStatus()
  status?: string;
}

export class SetStatusDto {
  @ApiProperty({ enum: WORK_STATUSES })
  @Stacked(IsIn(WORK_STATUSES, { message: 'status must be one of new, in_progress, done' }), IsString({ message: 'status is required' }))
  status: WorkStatus;
}

export class NewNoteDto {
  @RequiredText('Note', 2000, { minLength: 1 })
  text: string;
}

/** A reason staff give for a grant or a revocation, kept in the audit log. */
const Reason = () =>
  Stacked(
    ApiProperty({ minLength: 3, maxLength: 500 }),
    Transform(trim),
    MaxLength(500, { message: 'Reason must be at most 500 characters' }),
    MinLength(3, { message: 'Reason must be at least 3 characters' }),
    IsString({ message: 'Reason is required' }),
  );

export class GrantEntitlementDto {
  @RequiredEmail(Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Please enter a valid email address' }))
  email: string;

  @ApiProperty({ enum: ITEM_KEYS })
  @Stacked(IsIn(ITEM_KEYS, { message: 'Unknown item' }), IsString({ message: 'Item is required' }))
  itemKey: string;

  @Reason()
  reason: string;

  @ApiPropertyOptional({ description: 'The payment this grant makes good, if any.', maxLength: 100 })
  @Stacked(Transform(emptyIsAbsent), IsOptional(), MaxLength(100, { message: 'Unknown payment' }), IsString({ message: 'paymentReference must be text' }))
  paymentReference?: string;
}

export class RevokeEntitlementDto {
  @Reason()
  reason: string;
}

export class EntitlementQueryDto {
  @RequiredEmail(Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Please enter a valid email address' }))
  email: string;
}
