import { css, useTheme } from '@emotion/react';
import { formatDateTime } from '@agency/platform/format';
import { Button, TextField } from '@agency/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Panel } from '../detail/Panel';
import { localInputValue, rfc3339FromLocal } from './localTime';

/**
 * Publish at a chosen minute: a date and time on the staff member's own clock, sent as RFC 3339
 * with their offset. The job worker publishes it at that minute.
 */
export function SchedulePanel({ publishAt, disabled, busy, onSchedule }: { publishAt: string | null; disabled: boolean; busy: boolean; onSchedule: (publishAt: string) => void }) {
  const t = useTheme();
  const [local, setLocal] = useState(localInputValue(publishAt));
  const [error, setError] = useState('');
  useEffect(() => setLocal(localInputValue(publishAt)), [publishAt]);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = rfc3339FromLocal(local);
    if (!at) return setError('Choose a date and a time.');
    if (Date.parse(at) <= Date.now()) return setError('Choose a time in the future.');
    setError('');
    onSchedule(at);
  };

  return (
    <Panel title="Schedule">
      {publishAt ? <p>Scheduled for <strong>{formatDateTime(publishAt)}</strong>.</p> : null}
      <form onSubmit={submit} aria-label="Schedule publishing" css={css`display: grid; gap: ${t.space(3)};`} noValidate>
        <TextField label="Publish at" type="datetime-local" value={local} error={error} hint={`Your time${zone ? ` (${zone})` : ''}.`} onChange={(e) => setLocal(e.target.value)} disabled={disabled} />
        <div>
          <Button type="submit" variant="secondary" disabled={disabled} loading={busy} loadingLabel="Scheduling…">
            Schedule
          </Button>
        </div>
      </form>
    </Panel>
  );
}
