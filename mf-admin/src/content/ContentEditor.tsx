import { css, useTheme } from '@emotion/react';
import { formatDateTime } from '@agency/platform/format';
import { Link, useParams } from '@agency/routing';
import { Badge, Button, LoadingArea, Notice, TextField } from '@agency/ui';
import { Fragment } from 'react';
import { ActionNotice } from '../detail/ActionNotice';
import { Panel } from '../detail/Panel';
import { useAdminMeta } from '../layout/meta';
import { ConflictPanel } from './ConflictPanel';
import { titleOf } from './entryForm';
import { FieldControl } from './FieldControl';
import { STATUS_LABELS, type KindPage } from './kinds';
import { RevisionsPanel } from './RevisionsPanel';
import { SchedulePanel } from './SchedulePanel';
import { statusTone } from './statusTone';
import { useEntryEditor } from './useEntryEditor';

/**
 * One entry of a kind: its fields as labelled controls (an article's body in Markdown beside its
 * live preview), its slug, and the actions: Save, Publish, Unpublish, Archive, Schedule, Preview
 * and the revisions with Restore. Each action says its result or error in one status region.
 */
export function ContentEditor({ page }: { page: KindPage }) {
  const t = useTheme();
  const { id = 'new' } = useParams();
  const { isNew, entry, loadError, draft, setDraft, dirty, conflict, busy, fieldErrors, link, said, actions } = useEntryEditor(page, id);
  const title = draft ? titleOf(page, draft.fields) : '';
  useAdminMeta(isNew ? `New ${page.noun}` : title || page.title);

  if (loadError) {
    return (
      <Notice tone="error" title="Something went wrong">
        {loadError}{' '}
        <Button variant="link" onClick={actions.retryLoad}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (!draft) return <LoadingArea label={`Loading the ${page.noun}…`} minHeight="240px" />;

  const saved = Boolean(entry);
  const notPublic = entry && entry.publishedRevision !== null && entry.publishedRevision !== entry.revision;
  return (
    <div css={css`display: grid; gap: ${t.space(5)};`}>
      <div css={css`display: grid; gap: ${t.space(2)};`}>
        <Link to={page.path} css={css`font-size: ${t.fontSizes.sm};`}>
          ← {page.title}
        </Link>
        <h2 css={css`font-size: ${t.fontSizes.h3}; overflow-wrap: anywhere;`}>{isNew ? `New ${page.noun}` : title || `Untitled ${page.noun}`}</h2>
        {entry ? (
          <p css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)}; align-items: center; font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted};`}>
            <Badge tone={statusTone(entry.status)}>{STATUS_LABELS[entry.status]}</Badge>
            {entry.status === 'scheduled' && entry.publishAt ? <strong css={css`color: ${t.colors.text};`}>Scheduled for {formatDateTime(entry.publishAt)}</strong> : null}
            <span>
              Revision {entry.revision} · last changed {formatDateTime(entry.updatedAt)} by {entry.updatedBy}
            </span>
            {notPublic ? <span>· the site shows revision {entry.publishedRevision}: publish to show the latest</span> : null}
            {dirty ? <Badge tone="accent">Unsaved changes</Badge> : null}
          </p>
        ) : null}
      </div>

      <div
        role="toolbar"
        aria-label={`Actions on this ${page.noun}`}
        css={css`
          /* Kept in view while scrolling a long article from tablets up; on a phone its rows would hide a third of the screen. */
          ${t.mq.md} { position: sticky; top: 0; z-index: 2; }
          display: flex;
          flex-wrap: wrap;
          gap: ${t.space(2)};
          padding: ${t.space(3)} 0;
          background: ${t.colors.canvas};
          border-bottom: 1px solid ${t.colors.line};
        `}
      >
        <Button onClick={() => void actions.save()} loading={busy === 'save'} loadingLabel="Saving…" disabled={Boolean(busy) || (!dirty && saved)}>
          {isNew ? 'Save draft' : 'Save'}
        </Button>
        {saved ? (
          <>
            <Button variant="accent" onClick={() => void actions.publish()} loading={busy === 'publish'} loadingLabel="Publishing…" disabled={!saved || Boolean(busy) || Boolean(conflict)}>
              {dirty ? 'Save and publish' : 'Publish'}
            </Button>
            <Button variant="secondary" onClick={() => void actions.preview()} loading={busy === 'preview'} loadingLabel="Making a link…" disabled={!saved || Boolean(busy) || Boolean(conflict)}>
              Preview
            </Button>
          </>
        ) : null}
        {/* The one entry of a kind the site always shows (the contact details) is edited, never taken down. */}
        {entry && !page.single && (entry.status === 'published' || entry.status === 'scheduled') ? (
          <Button variant="secondary" onClick={() => void actions.unpublish()} loading={busy === 'unpublish'} loadingLabel="Unpublishing…" disabled={Boolean(busy)}>
            {entry.status === 'scheduled' ? 'Cancel the schedule' : 'Unpublish'}
          </Button>
        ) : null}
        {entry && !page.single && entry.status !== 'archived' ? (
          <Button variant="ghost" onClick={() => void actions.archive()} loading={busy === 'archive'} loadingLabel="Archiving…" disabled={Boolean(busy)}>
            Archive
          </Button>
        ) : null}
      </div>

      <ActionNotice said={said} />
      {isNew ? <p css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted};`}>Save it as a draft first; then you can preview, schedule and publish it.</p> : null}
      {link ? (
        <Notice tone="info" title="Preview link">
          <a href={link.url} target="_blank" rel="noopener noreferrer" css={css`overflow-wrap: anywhere;`}>
            {link.url}
          </a>
          <br />
          Anyone with this link sees the draft until {formatDateTime(link.expiresAt)}.
        </Notice>
      ) : null}

      {conflict ? <ConflictPanel page={page} mine={draft} theirs={conflict} busy={busy === 'keep'} onKeepMine={() => void actions.keepMine()} onTakeTheirs={actions.takeTheirs} /> : null}

      <form
        aria-label={`The ${page.noun}`}
        onSubmit={(e) => {
          e.preventDefault();
          void actions.save();
        }}
        css={css`display: grid; gap: ${t.space(5)};`}
      >
        <Panel title="Content">
          {page.fields.map((spec, i) => (
            <Fragment key={spec.name}>
              <FieldControl spec={spec} fields={draft.fields} error={fieldErrors[spec.name] ?? fieldErrors[`fields.${spec.name}`]} errors={fieldErrors} onChange={(fields) => setDraft({ ...draft, fields })} />
              {/* The slug right under the title it usually follows. */}
              {i === 0 && !page.single ? (
                <TextField
                  label="Slug"
                  value={draft.slug}
                  error={fieldErrors.slug}
                  hint="The last part of the page's address (lowercase letters, digits and dashes). Renaming it keeps the old address working: it redirects to the new one."
                  onChange={(e) => setDraft({ ...draft, slug: e.target.value })}
                />
              ) : null}
            </Fragment>
          ))}
        </Panel>
      </form>

      {entry ? (
        <div css={css`display: grid; gap: ${t.space(5)}; ${t.mq.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); align-items: start; }`}>
          <SchedulePanel publishAt={entry.status === 'scheduled' ? entry.publishAt : null} disabled={Boolean(conflict)} busy={busy === 'schedule'} onSchedule={(at) => void actions.schedule(at)} />
          <RevisionsPanel kind={page.kind} id={entry.id} latest={entry.revision} dirty={dirty} busy={busy === 'restore'} onRestore={(r) => void actions.restore(r)} />
        </div>
      ) : null}
    </div>
  );
}
