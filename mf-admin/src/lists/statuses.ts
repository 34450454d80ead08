import type { WorkStatus } from '../api/types';

/** The work states staff set on inquiries and messages, in the order of the work. */
export const WORK_STATUSES: ReadonlyArray<{ value: WorkStatus; label: string }> = [
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'done', label: 'Done' },
];

/** The states a payment goes through (services/src/payments/providers/payment-provider.ts). */
export const PAYMENT_STATUSES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'FAILED', label: 'Failed' },
  { value: 'REVERSED', label: 'Reversed' },
];

export function statusLabel(status: string): string {
  return [...WORK_STATUSES, ...PAYMENT_STATUSES].find((s) => s.value === status)?.label ?? status;
}

export function statusTone(status: string): 'accent' | 'primary' | 'neutral' | 'success' {
  if (status === 'done' || status === 'COMPLETED') return 'success';
  if (status === 'new' || status === 'PENDING') return 'accent';
  if (status === 'in_progress') return 'primary';
  return 'neutral';
}
