import type {
  AdminAuditEntryDto,
  AdminBuyerDto,
  AdminEntitlementDto,
  AdminInquiryDto,
  AdminInquiryFileDto,
  AdminMessageDto,
  AdminNoteDto,
  AdminPaymentDetailDto,
  AdminPaymentDto,
  AdminPaymentEventDto,
  AdminCustomerDto,
  AdminOverviewDto,
  AdminFailedMailDto,
} from '@agency/platform';

/**
 * The shapes of /api/admin/* as the contract (services/openapi.json, generated from the API's DTOs)
 * gives them: aliases, not copies, so a change in the API fails this slice's type-check.
 */
export type Note = AdminNoteDto;
export type AuditEntry = AdminAuditEntryDto;
export type InquiryFile = AdminInquiryFileDto;
export type Inquiry = AdminInquiryDto;
export type WorkStatus = Inquiry['status'];
export type Message = AdminMessageDto;
export type Entitlement = AdminEntitlementDto;
export type Buyer = AdminBuyerDto;
export type Payment = AdminPaymentDto;
export type PaymentHistoryEntry = AdminPaymentEventDto;
export type PaymentDetail = AdminPaymentDetailDto;

export type Customer = AdminCustomerDto;
export type Overview = AdminOverviewDto;
export type FailedMail = AdminFailedMailDto;
export type MailKind = FailedMail['kind'];

/** An inquiry's or message's own page: its audit, and a phone known for its address. */
export type WithAudit<T> = T & { audit: AuditEntry[]; knownPhone?: string | null };

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** What a list screen asks for (kept in the address). */
export interface ListQuery {
  q?: string;
  status?: string;
  sort?: string;
  /** Instants (ISO) of the date range: from the start of `from`'s day to the start of the day after `to`. */
  from?: string;
  to?: string;
  owner?: string;
  cursor?: string | null;
  limit?: number;
}
