import { useOverview } from '../layout/overview';
import { useStaff } from '../layout/staff';
import { PAYMENT_STATUSES, WORK_STATUSES } from './statuses';
import type { OwnerChoices, StatusChoice } from './ListFilters';

/** The status filter's choices for a list, each with its count from the overview when known. */
export function useStatusChoices(list: 'inquiries' | 'messages' | 'payments'): StatusChoice[] {
  const { overview } = useOverview();
  if (list === 'payments') return PAYMENT_STATUSES.map((s) => ({ ...s, count: overview?.payments.byStatus[s.value] }));
  return WORK_STATUSES.map((s) => ({ ...s, count: overview?.[list].byStatus[s.value] }));
}

export function useOwnerChoices(): OwnerChoices | undefined {
  const staff = useStaff();
  return staff ? { me: staff.email, colleagues: staff.colleagues } : undefined;
}

/** "Owner: you", "Owner: amina@…", or nothing when nobody has it. */
export function ownerText(owner: string | null | undefined, me: string | undefined): string {
  if (!owner) return '';
  return owner === me ? 'Yours' : `Owner: ${owner}`;
}
