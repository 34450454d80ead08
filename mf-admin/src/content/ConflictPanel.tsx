import { css, useTheme } from '@emotion/react';
import { formatDateTime } from '@agency/platform/format';
import { Button } from '@agency/ui';
import { useEffect, useRef } from 'react';
import type { AdminContentEntryDto } from '@agency/platform';
import { fieldText, type EntryDraft } from './entryForm';
import { valueAt, type KindPage } from './kinds';

/**
 * A save refused with 409: someone saved a newer revision since this copy was opened. Both
 * versions side by side (the fields that differ), and the choice: keep mine (saved on top of
 * theirs) or take theirs (mine is dropped). Until then the editor still holds mine, and so does
 * the tab's storage.
 */
export function ConflictPanel({ page, mine, theirs, busy, onKeepMine, onTakeTheirs }: { page: KindPage; mine: EntryDraft; theirs: AdminContentEntryDto; busy: boolean; onKeepMine: () => void; onTakeTheirs: () => void }) {
  const t = useTheme();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [theirs.revision]);
  const rows: Array<{ label: string; mine: string; theirs: string }> = [];
  if (mine.slug !== theirs.slug) rows.push({ label: 'Slug', mine: mine.slug, theirs: theirs.slug });
  for (const spec of page.fields) {
    const a = fieldText(valueAt(mine.fields, spec.name));
    const b = fieldText(valueAt(theirs.fields, spec.name));
    if (a !== b) rows.push({ label: spec.label, mine: a, theirs: b });
  }
  const column = css`
    min-width: 0;
    display: grid;
    gap: ${t.space(3)};
    align-content: start;
    padding: ${t.space(4)};
    border-radius: ${t.radii.md};
    background: ${t.colors.surface};
    border: 1px solid ${t.colors.line};
    dt { font-weight: 600; font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted}; }
    dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 320px; overflow: auto; }
  `;
  const list = (side: 'mine' | 'theirs') => (
    <dl css={css`display: grid; gap: ${t.space(2)}; margin: 0;`}>
      {rows.length ? rows.map((r) => [<dt key={`${r.label}-t`}>{r.label}</dt>, <dd key={`${r.label}-d`}>{r[side]}</dd>]) : <dd>The same text as the other version.</dd>}
    </dl>
  );
  return (
    <section
      aria-labelledby="conflict-heading"
      css={css`border: 2px solid ${t.colors.danger}; border-radius: ${t.radii.lg}; padding: ${t.space(5)}; background: ${t.colors.canvas}; display: grid; gap: ${t.space(4)};`}
    >
      <h3 id="conflict-heading" ref={heading} tabIndex={-1} css={css`font-size: ${t.fontSizes.xl}; &:focus-visible { outline: 3px solid ${t.colors.primary}; outline-offset: 2px; }`}>
        Someone saved this since you opened it
      </h3>
      <p>
        {theirs.updatedBy} saved revision {theirs.revision} on {formatDateTime(theirs.updatedAt)}. Nothing of yours was lost: your version is still in the editor. Choose which one to keep.
      </p>
      <div css={css`display: grid; gap: ${t.space(4)}; ${t.mq.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }`}>
        <section aria-label="Your version" css={column}>
          <h4>Your version (not saved)</h4>
          {list('mine')}
        </section>
        <section aria-label="Their version" css={column}>
          <h4>
            Their version (revision {theirs.revision}, {theirs.updatedBy})
          </h4>
          {list('theirs')}
        </section>
      </div>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)};`}>
        <Button onClick={onKeepMine} loading={busy} loadingLabel="Saving yours…">
          Keep mine
        </Button>
        <Button variant="secondary" onClick={onTakeTheirs} disabled={busy}>
          Take theirs
        </Button>
      </div>
    </section>
  );
}
