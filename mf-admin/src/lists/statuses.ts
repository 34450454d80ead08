import type { WorkStatus } from '../api/types';
import { PAYMENT_STATUS_LABELS, WORK_STATUS_LABELS, anyStatusLabel, type PaymentStatus } from '../words/labels';

/** The work states staff set on inquiries and messages, in the order of the work. */
export const WORK_STATUSES: ReadonlyArray<{ value: WorkStatus; label: string }> = (Object.keys(WORK_STATUS_LABELS) as WorkStatus[]).map((value) => ({
  value,
  label: WORK_STATUS_LABELS[value],
}));

/** The states a payment goes through (services/src/payments/providers/payment-provider.ts). */
export const PAYMENT_STATUSES: ReadonlyArray<{ value: PaymentStatus; label: string }> = (Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[]).map((value) => ({
  value,
  label: PAYMENT_STATUS_LABELS[value],
}));

export const statusLabel = anyStatusLabel;

export function statusTone(status: string): 'accent' | 'primary' | 'neutral' | 'success' {
  if (status === 'done' || status === 'COMPLETED') return 'success';
  if (status === 'new' || status === 'PENDING') return 'accent';
  if (status === 'in_progress') return 'primary';
  return 'neutral';
}
