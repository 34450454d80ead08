import { ApiError } from '@agency/platform';
import { SelectField } from '@agency/ui';
import { useState } from 'react';
import type { WorkStatus } from '../api/types';
import { WORK_STATUSES } from '../lists/statuses';
import { WORK_STATUS_LABELS } from '../words/labels';

/**
 * The work status of an inquiry or message; saved as soon as it is chosen. What happened is said
 * in the side's one notice, with focus left on the select (arrow keys change a closed select).
 */
export function StatusControl({ status, onChange, say }: { status: WorkStatus; onChange: (next: WorkStatus) => Promise<void>; say: (tone: 'success' | 'error', text: string, options?: { focus?: boolean }) => void }) {
  const [busy, setBusy] = useState(false);
  const change = async (next: WorkStatus) => {
    setBusy(true);
    try {
      await onChange(next);
      say('success', `Status saved: ${WORK_STATUS_LABELS[next]}`, { focus: false });
    } catch (e) {
      say('error', e instanceof ApiError ? e.message : 'The status could not be saved.', { focus: false });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SelectField label="Status" name="status" value={status} aria-busy={busy || undefined} onChange={(e) => void change(e.target.value as WorkStatus)}>
      {WORK_STATUSES.map((s) => (
        <option key={s.value} value={s.value}>
          {s.label}
        </option>
      ))}
    </SelectField>
  );
}
