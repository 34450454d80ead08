/** The shapes of /api/admin/* (services/src/admin), as the back office reads them. */

export type WorkStatus = 'new' | 'in_progress' | 'done';

export interface Note {
  id: string;
  author: string;
  text: string;
  createdAt: string;
}

export interface AuditEntry {
  id: string | number;
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  detail?: unknown;
  createdAt: string;
}

export interface InquiryFile {
  id: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

export interface Inquiry {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  businessName?: string | null;
  projectType?: string | null;
  platforms?: string[] | string | null;
  duration?: string | null;
  needsScript?: boolean | string | null;
  deadline?: string | null;
  budgetRange?: string | null;
  additionalDetails?: string | null;
  status: WorkStatus;
  files: InquiryFile[];
  notes: Note[];
}

export interface Message {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  subject?: string | null;
  message: string;
  status: WorkStatus;
  notes: Note[];
}

export interface Entitlement {
  id: string | number;
  email: string;
  itemKey: string;
  source: string;
  paymentReference?: string | null;
  grantedBy?: string | null;
  grantReason?: string | null;
  createdAt: string;
  revokedAt?: string | null;
  revokedReason?: string | null;
}

export interface Buyer {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  accountEmail?: string | null;
}

export interface Payment {
  reference: string;
  createdAt: string;
  itemKey: string;
  itemName?: string | null;
  amount: number | string;
  currency: string;
  method?: string | null;
  network?: string | null;
  provider?: string | null;
  providerRef?: string | null;
  status: string;
  buyer: Buyer;
  confirmation?: string | null;
  entitlements: Entitlement[];
}

export interface PaymentHistoryEntry {
  status: string;
  source: string;
  detail?: unknown;
  createdAt: string;
}

export type WithAudit<T> = T & { audit: AuditEntry[] };
export type PaymentDetail = WithAudit<Payment> & { history: PaymentHistoryEntry[] };

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface ListQuery {
  q?: string;
  status?: string;
  cursor?: string | null;
  limit?: number;
}

export interface StaffMe {
  email: string;
  staff: true;
}
