import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { Button, SelectField } from '@agency/ui';
import { useState } from 'react';
import { useStaff } from '../layout/staff';

/** Who has the item in hand: take it, give it to a colleague (STAFF_EMAILS) or to nobody. */
export function OwnerControl({ owner, onChange, say }: { owner: string | null; onChange: (owner: string | null) => Promise<void>; say: (tone: 'success' | 'error', text: string) => void }) {
  const t = useTheme();
  const staff = useStaff();
  const [colleague, setColleague] = useState('');
  const [busy, setBusy] = useState(false);
  const me = staff?.email ?? '';
  const give = async (next: string | null) => {
    setBusy(true);
    try {
      await onChange(next);
      say('success', next === null ? 'Nobody owns it now.' : next === me ? 'It is yours now.' : `Given to ${next}.`);
    } catch (e) {
      say('error', e instanceof ApiError ? e.message : 'The owner could not be saved.');
    } finally {
      setBusy(false);
    }
  };
  const others = (staff?.colleagues ?? []).filter((c) => c !== me);
  return (
    <div css={css`display: grid; gap: ${t.space(3)};`}>
      <p>
        <strong>Owner:</strong> {owner ? (owner === me ? `you (${me})` : owner) : 'nobody yet'}
      </p>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
        {owner !== me ? (
          <Button variant="secondary" size="sm" loading={busy} loadingLabel="Saving…" onClick={() => void give(me)}>
            Assign to me
          </Button>
        ) : null}
        {owner ? (
          <Button variant="ghost" size="sm" onClick={() => void give(null)}>
            Unassign
          </Button>
        ) : null}
      </div>
      {others.length ? (
        <div css={css`display: flex; flex-wrap: wrap; align-items: end; gap: ${t.space(2)};`}>
          <SelectField label="Give to a colleague" name="owner" value={colleague} onChange={(e) => setColleague(e.target.value)}>
            <option value="">Choose a colleague</option>
            {others.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <Button variant="secondary" size="sm" disabled={!colleague} onClick={() => void give(colleague)}>
            Give
          </Button>
        </div>
      ) : null}
    </div>
  );
}
