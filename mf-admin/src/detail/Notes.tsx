import { css, useTheme } from '@emotion/react';
import { Button, Muted, Notice, TextAreaField } from '@agency/ui';
import type { Note } from '../api/types';
import { formatDateTime } from '@agency/platform/format';
import { Panel } from './Panel';
import { useTextForm } from './useTextForm';

/** As the API allows (NewNoteDto). */
const MAX = 2000;

/** Staff notes on an item: listed oldest first, one added at a time (never edited or deleted). */
export function Notes({ notes, onAdd }: { notes: Note[]; onAdd: (text: string) => Promise<void> }) {
  const t = useTheme();
  const form = useTextForm({
    field: 'text',
    check: (value) => (!value ? 'Write a note first' : value.length > MAX ? `A note is at most ${MAX} characters` : undefined),
    send: onAdd,
    failed: 'The note could not be saved.',
  });

  return (
    <Panel title="Notes">
      {notes.length === 0 ? (
        <Muted>No notes yet.</Muted>
      ) : (
        <ul aria-label="Notes" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(3)};`}>
          {notes.map((note) => (
            <li key={note.id} css={css`background: ${t.colors.canvas}; border-radius: ${t.radii.md}; padding: ${t.space(3)} ${t.space(4)};`}>
              <p css={css`white-space: pre-wrap; overflow-wrap: anywhere;`}>{note.text}</p>
              <p css={css`font-size: ${t.fontSizes.xs}; color: ${t.colors.textMuted}; margin-top: ${t.space(1)};`}>
                {note.author} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} css={css`display: grid; gap: ${t.space(3)};`}>
        <TextAreaField label="Add a note" name="note" rows={3} value={form.text} error={form.error} onChange={(e) => form.change(e.target.value)} />
        <div>
          <Button type="submit" loading={form.busy} loadingLabel="Saving note…">
            Add note
          </Button>
        </div>
      </form>
    </Panel>
  );
}
