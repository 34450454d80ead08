import { css, useTheme } from '@emotion/react';
import { Button, SelectField } from '@agency/ui';
import { useState } from 'react';
import type { WorkStatus } from '../api/types';
import { countOf } from '../words/plural';
import { WORK_STATUSES } from './statuses';

/** The selected rows' one action: a status for all of them. */
export function BulkBar({ selected, noun, busy, onApply, onClear }: { selected: number; noun: { one: string; other: string }; busy: boolean; onApply: (status: WorkStatus) => void; onClear: () => void }) {
  const t = useTheme();
  const [status, setStatus] = useState<WorkStatus>('in_progress');
  return (
    <div
      role="group"
      aria-label="Change the selected rows"
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: end;
        gap: ${t.space(3)};
        padding: ${t.space(3)} ${t.space(4)};
        border-radius: ${t.radii.md};
        background: ${t.colors.surface};
        border: 2px solid ${t.colors.primary};
      `}
    >
      <p css={css`font-weight: 600; align-self: center;`}>{countOf(selected, noun)} selected</p>
      <SelectField label="New status" name="bulk-status" value={status} onChange={(e) => setStatus(e.target.value as WorkStatus)}>
        {WORK_STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <Button onClick={() => onApply(status)} loading={busy} loadingLabel="Saving…">
        Set status of selected
      </Button>
      <Button variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
