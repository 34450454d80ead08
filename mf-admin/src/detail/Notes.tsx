import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { Button, Muted, Notice, TextAreaField, useFocusFirstError } from '@agency/ui';
import { useRef, useState, type FormEvent } from 'react';
import type { Note } from '../api/types';
import { formatDateTime } from '@agency/platform/format';
import { Panel } from './Panel';

/** As the API allows (NewNoteDto). */
const MAX = 2000;

/** Staff notes on an item: listed oldest first, one added at a time (never edited or deleted). */
export function Notes({ notes, onAdd }: { notes: Note[]; onAdd: (text: string) => Promise<void> }) {
  const t = useTheme();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A note to fix gets focus: its message is read with it.
  const showErrors = useFocusFirstError(formRef);
  const refuse = (message: string) => {
    setError(message);
    showErrors();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return refuse('Write a note first');
    if (value.length > MAX) return refuse(`A note is at most ${MAX} characters`);
    setBusy(true);
    setFailure('');
    try {
      await onAdd(value);
      setText('');
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.text) refuse(e.fieldErrors.text);
      else setFailure(e instanceof ApiError ? e.message : 'The note could not be saved.');
    } finally {
      setBusy(false);
    }
  };

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
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <form ref={formRef} noValidate onSubmit={submit} css={css`display: grid; gap: ${t.space(3)};`}>
        <TextAreaField
          label="Add a note"
          name="note"
          rows={3}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.target.value);
            setError('');
          }}
        />
        <div>
          <Button type="submit" loading={busy} loadingLabel="Saving note…">
            Add note
          </Button>
        </div>
      </form>
    </Panel>
  );
}
