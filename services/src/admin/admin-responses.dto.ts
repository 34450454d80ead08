import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_STATUSES, WORK_STATUSES, type WorkStatus } from './admin.dto';
import { AUDIT_ACTIONS, SUBJECT_TYPES } from './audit-log';

/** The shapes the back office answers with (mf-admin reads these; fields are added, never renamed). */

export class StaffMeDto {
  @ApiProperty({ example: 'amina@nyotacreative.com' })
  email: string;

  @ApiProperty({ enum: [true] })
  staff: true;

  @ApiProperty({ type: [String], description: 'Every staff address (STAFF_EMAILS), to give an item to.' })
  colleagues: string[];
}

export class AdminNoteDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'The staff address that wrote it.' })
  author: string;

  @ApiProperty({ maxLength: 2000 })
  text: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class AdminAuditEntryDto {
  @ApiProperty({ description: 'The row id (digits, as text).' })
  id: string;

  @ApiProperty({ description: 'The staff address that acted.' })
  actor: string;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action: string;

  @ApiProperty({ enum: SUBJECT_TYPES })
  subjectType: string;

  @ApiProperty({ description: 'The id (or payment reference) of what was acted on.' })
  subjectId: string;

  @ApiProperty({ description: 'What changed, in words (e.g. "new → done").' })
  detail: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class AdminInquiryFileDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'The name the client gave the file (download it under this name).' })
  originalName: string;

  @ApiProperty({ example: 'image/png' })
  contentType: string;

  @ApiProperty()
  sizeBytes: number;
}

/** One turn of a conversation with the site assistant, as the visitor saw it. */
export class AdminTranscriptLineDto {
  @ApiProperty({ enum: ['visitor', 'assistant'] })
  sender: 'visitor' | 'assistant';

  @ApiProperty()
  text: string;
}

export class AdminInquiryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['form', 'assistant'], description: '`assistant`: the site assistant passed a conversation on (issue 62); `form`: the motion project form.' })
  source: 'form' | 'assistant';

  @ApiProperty({ type: String, nullable: true, description: 'The phone the visitor gave the assistant, international form; null for form inquiries.' })
  phone: string | null;

  @ApiProperty({ type: [AdminTranscriptLineDto], nullable: true, description: 'The conversation with the assistant, oldest first; null for form inquiries.' })
  transcript: AdminTranscriptLineDto[] | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  businessName: string;

  @ApiProperty()
  projectType: string;

  @ApiProperty({ type: [String] })
  platforms: string[];

  @ApiProperty()
  duration: string;

  @ApiProperty()
  needsScript: boolean;

  @ApiProperty({ description: 'YYYY-MM-DD; empty for an inquiry from the assistant.', example: '2026-12-31' })
  deadline: string;

  @ApiProperty()
  budgetRange: string;

  @ApiProperty()
  additionalDetails: string;

  @ApiProperty({ enum: WORK_STATUSES })
  status: WorkStatus;

  @ApiProperty({ type: String, nullable: true, description: 'The staff address that has it in hand; null for nobody.' })
  owner: string | null;

  @ApiProperty({ type: [AdminInquiryFileDto] })
  files: AdminInquiryFileDto[];

  @ApiProperty({ type: [AdminNoteDto], description: 'Oldest first.' })
  notes: AdminNoteDto[];
}

export class AdminInquiryDetailDto extends AdminInquiryDto {
  @ApiProperty({ type: String, nullable: true, description: "A phone number known for this e-mail (from the person's latest payment), international form; null when none." })
  knownPhone: string | null;

  @ApiProperty({ type: [AdminAuditEntryDto], description: 'Every staff action on this inquiry, oldest first.' })
  audit: AdminAuditEntryDto[];
}

export class AdminInquiryPageDto {
  @ApiProperty({ type: [AdminInquiryDto], description: 'Newest first.' })
  items: AdminInquiryDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last page.' })
  nextCursor: string | null;
}

export class AdminMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  subject: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ enum: WORK_STATUSES })
  status: WorkStatus;

  @ApiProperty({ type: String, nullable: true, description: 'The staff address that has it in hand; null for nobody.' })
  owner: string | null;

  @ApiProperty({ type: [AdminNoteDto], description: 'Oldest first.' })
  notes: AdminNoteDto[];
}

export class AdminMessageDetailDto extends AdminMessageDto {
  @ApiProperty({ type: String, nullable: true, description: "A phone number known for this e-mail (from the person's latest payment), international form; null when none." })
  knownPhone: string | null;

  @ApiProperty({ type: [AdminAuditEntryDto] })
  audit: AdminAuditEntryDto[];
}

export class AdminMessagePageDto {
  @ApiProperty({ type: [AdminMessageDto], description: 'Newest first.' })
  items: AdminMessageDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}

export class AdminEntitlementDto {
  @ApiProperty({ description: 'The row id (digits, as text).', example: '42' })
  id: string;

  @ApiProperty({ description: 'The account that may use it (lower-case).' })
  email: string;

  @ApiProperty()
  itemKey: string;

  @ApiProperty({ enum: ['payment', 'staff'], description: 'Granted by a completed payment or by hand.' })
  source: string;

  @ApiProperty({ type: String, nullable: true, description: 'The payment it belongs to, if any.' })
  paymentReference: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The staff address that granted it by hand.' })
  grantedBy: string | null;

  @ApiProperty({ type: String, nullable: true })
  grantReason: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it was granted.' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Who revoked it (a staff address; null for a reversal by the provider).' })
  revokedBy: string | null;

  @ApiProperty({ type: String, nullable: true })
  revokedReason: string | null;

  @ApiProperty({ description: 'Not revoked.' })
  active: boolean;
}

export class AdminEntitlementDetailDto extends AdminEntitlementDto {
  @ApiProperty({ type: () => [AdminAuditEntryDto], description: 'The grant and revocation by staff, oldest first.' })
  audit: AdminAuditEntryDto[];
}

export class AdminEntitlementListDto {
  @ApiProperty({ type: [AdminEntitlementDetailDto], description: 'Newest first, revoked ones included.' })
  items: AdminEntitlementDetailDto[];
}

export class AdminBuyerDto {
  @ApiProperty({ description: 'The address typed at checkout.' })
  email: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  phone: string;

  @ApiProperty({ type: String, nullable: true, description: 'The phone in international form (+256…), for wa.me and tel: links; null when it is not a valid number.' })
  internationalPhone: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The signed-in account that bought it (owns the entitlement); null for a guest.' })
  accountEmail: string | null;
}

export class AdminPaymentDto {
  @ApiProperty({ example: 'NCM3X9K2A1B2C3D4E5' })
  reference: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  @ApiProperty()
  itemKey: string;

  @ApiProperty({ description: 'The catalog name of the item (the key when no longer sold).' })
  itemName: string;

  @ApiProperty({ description: 'In whole units of the currency.' })
  amount: number;

  @ApiProperty({ enum: ['UGX', 'RWF'] })
  currency: string;

  @ApiProperty({ enum: ['card', 'mobile'] })
  method: string;

  @ApiProperty({ type: String, nullable: true, enum: ['mtn', 'airtel'], description: 'The mobile network; null for a card.' })
  network: string | null;

  @ApiProperty({ enum: ['pesapal', 'momo'] })
  provider: string;

  @ApiProperty({ type: String, nullable: true, description: "The provider's id (Pesapal order tracking id, MoMo reference id)." })
  providerRef: string | null;

  @ApiProperty({ example: 'NCM3X9K2A1B2C3D4E5', description: 'Our merchant reference (the same as `reference`), named beside the provider’s.' })
  ourReference: string;

  @ApiProperty({ type: String, nullable: true, example: '+256772000002', description: 'The paying mobile-money number (E.164), stored before the provider was called; null for a card.' })
  payingNumber: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why it failed, in the words the payer was shown (e.g. MoMo’s NOT_ENOUGH_FUNDS).' })
  statusMessage: string | null;

  @ApiProperty({ enum: PAYMENT_STATUSES })
  status: string;

  @ApiProperty({ type: AdminBuyerDto })
  buyer: AdminBuyerDto;

  @ApiProperty({ type: String, nullable: true, description: "The provider's confirmation code once completed." })
  confirmation: string | null;

  @ApiProperty({ type: [AdminEntitlementDto] })
  entitlements: AdminEntitlementDto[];

  @ApiProperty({ type: [AdminNoteDto], description: 'Staff notes, oldest first.' })
  notes: AdminNoteDto[];
}

export class AdminPaymentEventDto {
  @ApiProperty({ enum: PAYMENT_STATUSES })
  status: string;

  @ApiProperty({ description: 'What recorded it: initiate, verify, ipn, reconcile, check-now ...' })
  source: string;

  @ApiProperty()
  detail: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class AdminPaymentDetailDto extends AdminPaymentDto {
  @ApiProperty({ type: [AdminPaymentEventDto], description: 'The state history, oldest first.' })
  history: AdminPaymentEventDto[];

  @ApiProperty({ type: [AdminAuditEntryDto] })
  audit: AdminAuditEntryDto[];
}

export class AdminProviderCheckDto {
  @ApiProperty({ description: 'Whether the provider answered this check; false when it could not be reached, gave no usable answer, or there was no provider reference to ask by.' })
  reached: boolean;

  @ApiProperty({ description: 'What the provider answered ("PENDING: Waiting for approval on the phone"), or why it could not be asked.' })
  detail: string;
}

export class AdminPaymentCheckDto extends AdminPaymentDetailDto {
  @ApiProperty({ type: AdminProviderCheckDto, description: 'What this check found, so staff are never told of an answer the provider did not give.' })
  checked: AdminProviderCheckDto;
}

export class AdminPaymentPageDto {
  @ApiProperty({ type: [AdminPaymentDto], description: 'Newest first.' })
  items: AdminPaymentDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}

export class WorkCountsDto {
  @ApiProperty()
  new: number;

  @ApiProperty()
  in_progress: number;

  @ApiProperty()
  done: number;
}

export class PaymentCountsDto {
  @ApiProperty()
  PENDING: number;

  @ApiProperty()
  COMPLETED: number;

  @ApiProperty()
  FAILED: number;

  @ApiProperty()
  REVERSED: number;
}

export class WorkListOverviewDto {
  @ApiProperty({ type: WorkCountsDto })
  byStatus: WorkCountsDto;

  @ApiProperty({ description: 'Items created since this staff member last opened the list (all of them before a first visit).' })
  newSince: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When this staff member last opened the list; null before a first visit.' })
  lastSeenAt: string | null;
}

export class PaymentListOverviewDto {
  @ApiProperty({ type: PaymentCountsDto })
  byStatus: PaymentCountsDto;

  @ApiProperty()
  newSince: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastSeenAt: string | null;
}

export class AdminOverviewDto {
  @ApiProperty({ type: WorkListOverviewDto })
  inquiries: WorkListOverviewDto;

  @ApiProperty({ type: WorkListOverviewDto })
  messages: WorkListOverviewDto;

  @ApiProperty({ type: PaymentListOverviewDto })
  payments: PaymentListOverviewDto;
}

export class VisitDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The visit before this one (what "new since my last visit" compares with); null before a first visit.' })
  previous: string | null;
}

export class BulkStatusResultDto {
  @ApiProperty({ type: [String], description: 'The ids whose status changed.' })
  changed: string[];

  @ApiProperty({ type: [String], description: 'Ids no item has (nothing was done for them).' })
  notFound: string[];
}

export class AdminCustomerDto {
  @ApiProperty()
  email: string;

  @ApiProperty({ type: [AdminPaymentDto], description: 'Bought with this address or by this account, newest first.' })
  payments: AdminPaymentDto[];

  @ApiProperty({ type: [AdminEntitlementDetailDto], description: 'Newest first, revoked ones included.' })
  entitlements: AdminEntitlementDetailDto[];

  @ApiProperty({ type: [AdminInquiryDto], description: 'Newest first.' })
  inquiries: AdminInquiryDto[];

  @ApiProperty({ type: [AdminMessageDto], description: 'Newest first.' })
  messages: AdminMessageDto[];
}
