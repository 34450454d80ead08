import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { Notice, SelectField } from '@agency/ui';
import { useState } from 'react';
import type { WorkStatus } from '../api/types';
import { WORK_STATUSES } from '../lists/statuses';

/** The work status of an inquiry or message; saved as soon as it is chosen. */
export function StatusControl({ status, onChange }: { status: WorkStatus; onChange: (next: WorkStatus) => Promise<void> }) {
  const t = useTheme();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState('');

  const change = async (next: WorkStatus) => {
    setBusy(true);
    setFailure('');
    setSaved('');
    try {
      await onChange(next);
      setSaved(`Status saved: ${WORK_STATUSES.find((s) => s.value === next)?.label ?? next}`);
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : 'The status could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <SelectField label="Status" name="status" value={status} aria-busy={busy || undefined} onChange={(e) => void change(e.target.value as WorkStatus)}>
        {WORK_STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <div aria-live="polite">{saved ? <p css={css`margin-top: ${t.space(2)}; font-size: ${t.fontSizes.sm}; color: ${t.colors.success};`}>{saved}</p> : null}</div>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </div>
  );
}
