import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { formatDateTime } from '@agency/platform/format';
import { Badge, Button, LoadingArea, Muted } from '@agency/ui';
import { useEffect, useState } from 'react';
import { Panel } from '../detail/Panel';
import type { ContentRevisionDto, ContentKind } from '@agency/platform';
import { listRevisions } from './contentApi';

/**
 * Every save of the entry, newest first: who, when, whether it is the one the public sees, and
 * "Restore" (asked to confirm: the restored text becomes a new revision; none is deleted).
 */
export function RevisionsPanel({ kind, id, latest, dirty, busy, onRestore }: { kind: ContentKind; id: string; latest: number; dirty: boolean; busy: boolean; onRestore: (revision: number) => void }) {
  const t = useTheme();
  const [revisions, setRevisions] = useState<ContentRevisionDto[] | null>(null);
  const [error, setError] = useState('');
  const [asking, setAsking] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    setError('');
    listRevisions(kind, id)
      .then((answer) => live && setRevisions([...answer.revisions].sort((a, b) => b.revision - a.revision)))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : 'The revisions could not be loaded.'));
    return () => {
      live = false;
    };
    // Asked again after every save, publish and restore (a new latest revision).
  }, [kind, id, latest]);

  return (
    <Panel title="Revisions">
      {error ? <p role="alert" css={css`color: ${t.colors.danger};`}>{error}</p> : null}
      {!revisions && !error ? <LoadingArea label="Loading the revisions…" minHeight="80px" /> : null}
      {revisions && !revisions.length ? <Muted>No revisions yet.</Muted> : null}
      {revisions?.length ? (
        <ol aria-label="Revisions" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(3)};`}>
          {revisions.map((r) => (
            <li key={r.revision} css={css`border-left: 3px solid ${r.published ? t.colors.success : t.colors.line}; padding-left: ${t.space(3)}; display: grid; gap: ${t.space(1)};`}>
              <p css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)}; align-items: center;`}>
                <strong>Revision {r.revision}</strong>
                {r.published ? <Badge tone="success">Published</Badge> : null}
                {r.revision === latest ? <Badge tone="neutral">Latest</Badge> : null}
              </p>
              <p css={css`font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere;`}>
                “{r.title}” · /{r.slug}
              </p>
              <p css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted};`}>
                Saved by {r.savedBy} on <time dateTime={r.savedAt}>{formatDateTime(r.savedAt)}</time>
              </p>
              {r.revision === latest ? null : asking === r.revision ? (
                <div role="group" aria-label={`Restore revision ${r.revision}?`} css={css`display: grid; gap: ${t.space(2)}; padding: ${t.space(3)}; border-radius: ${t.radii.md}; background: ${t.colors.canvas};`}>
                  <p css={css`font-size: ${t.fontSizes.sm};`}>
                    Restore revision {r.revision}? Its text is saved as a new revision; no revision is deleted.
                    {dirty ? ' Your unsaved changes in the editor are replaced.' : ''}
                  </p>
                  <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
                    <Button size="sm" loading={busy} loadingLabel="Restoring…" onClick={() => { setAsking(null); onRestore(r.revision); }}>
                      Restore revision {r.revision}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
                      Cancel
                    </Button>
                  </div>
                </div>
              ) : (
                <div>
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking(r.revision)} aria-label={`Restore revision ${r.revision}…`}>
                    Restore…
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </Panel>
  );
}
