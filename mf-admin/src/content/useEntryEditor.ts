import { ApiError } from '@agency/platform';
import { formatDateTime } from '@agency/platform/format';
import { useNavigate } from '@agency/routing';
import { useCallback, useEffect, useState } from 'react';
import { useActionNotice } from '../detail/ActionNotice';
import type { AdminContentEntryDto, ContentConflictDto, PreviewLinkDto } from '@agency/platform';
import * as content from './contentApi';
import { cleanFields, sameDraft, type EntryDraft } from './entryForm';
import { emptyFields, type KindPage } from './kinds';
import { clearUnsavedCopy, readUnsavedCopy, writeUnsavedCopy } from './unsavedCopy';

const today = () => new Date().toISOString().slice(0, 10);
const errorText = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : `${fallback} No answer from the server: try again.`);

function conflictOf(e: unknown): AdminContentEntryDto | null {
  if (!(e instanceof ApiError) || e.status !== 409) return null;
  const body = e.body as Partial<ContentConflictDto> | null;
  return body?.current && typeof body.current === 'object' ? body.current : null;
}

/**
 * One entry in the editor: its saved state, the draft being typed (kept in the tab's storage until
 * saved), the revision the draft was started on (a save on top of an older one answers 409) and
 * every action, each saying its result or error in the page's one notice.
 */
export function useEntryEditor(page: KindPage, id: string) {
  const isNew = id === 'new';
  const navigate = useNavigate();
  const { said, say } = useActionNotice();
  const [entry, setEntry] = useState<AdminContentEntryDto | null>(null);
  const [loadError, setLoadError] = useState('');
  const [draft, setDraftState] = useState<EntryDraft | null>(null);
  const [base, setBase] = useState<number | null>(null);
  const [conflict, setConflict] = useState<AdminContentEntryDto | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [link, setLink] = useState<PreviewLinkDto | null>(null);
  const [attempt, setAttempt] = useState(0);

  const adopt = useCallback((saved: AdminContentEntryDto) => {
    setEntry(saved);
    setBase(saved.revision);
    setDraftState({ slug: saved.slug, fields: saved.fields });
    clearUnsavedCopy(page.kind, saved.id);
  }, [page.kind]);

  useEffect(() => {
    let live = true;
    const copy = readUnsavedCopy(page.kind, id);
    if (isNew) {
      setDraftState(copy ? { slug: copy.slug, fields: copy.fields } : { slug: '', fields: emptyFields(page, today()) });
      return undefined;
    }
    setLoadError('');
    content
      .getContent(page.kind, id)
      .then((loaded) => {
        if (!live) return;
        setEntry(loaded);
        if (copy && !sameDraft(page, copy, { slug: loaded.slug, fields: loaded.fields })) {
          // The copy keeps the revision it was typed on: saving it over a newer one is a 409, not a silent overwrite.
          setDraftState({ slug: copy.slug, fields: copy.fields });
          setBase(copy.baseRevision ?? loaded.revision);
          say('info', 'Your unsaved changes from before were put back. Save them, or restore the saved text from the revisions.', { focus: false });
        } else {
          setDraftState({ slug: loaded.slug, fields: loaded.fields });
          setBase(loaded.revision);
          clearUnsavedCopy(page.kind, id);
        }
      })
      .catch((e: unknown) => live && setLoadError(errorText(e, 'This entry could not be loaded.')));
    return () => {
      live = false;
    };
  }, [page, id, isNew, attempt, say]);

  const setDraft = (next: EntryDraft) => {
    setDraftState(next);
    setFieldErrors({});
    writeUnsavedCopy(page.kind, id, { baseRevision: base, slug: next.slug, fields: next.fields });
  };

  const dirty = Boolean(draft && (!entry || !sameDraft(page, draft, { slug: entry.slug, fields: entry.fields })));

  /** Saves the draft on top of `onTop` (the revision it was started on, or the current one for "Keep mine"); the saved entry, or null (said why). */
  const save = async (onTop: number | null = base): Promise<AdminContentEntryDto | null> => {
    if (!draft) return null;
    const body = { slug: draft.slug.trim(), fields: cleanFields(page, draft.fields) };
    try {
      if (isNew) {
        const created = await content.createContent(page.kind, body);
        clearUnsavedCopy(page.kind, 'new');
        say('success', `Saved as a draft (revision ${created.revision}).`);
        navigate(`${page.path}/${encodeURIComponent(created.id)}`, { replace: true });
        return created;
      }
      const saved = await content.saveContent(page.kind, id, { baseRevision: onTop ?? entry?.revision ?? 0, ...body });
      adopt(saved);
      setConflict(null);
      say('success', `Saved as revision ${saved.revision}.${saved.publishedRevision !== null && saved.publishedRevision !== saved.revision ? ' Publish it to show it on the site.' : ''}`);
      return saved;
    } catch (e) {
      const current = conflictOf(e);
      if (current) {
        setConflict(current);
        say('error', `Not saved: someone saved this since you opened it (${current.updatedBy}, revision ${current.revision}). Your text is kept: compare both versions below.`, { focus: false });
        return null;
      }
      if (e instanceof ApiError) setFieldErrors(e.fieldErrors);
      say('error', `Not saved: ${errorText(e, '')}`.trim());
      return null;
    }
  };

  /** Runs an action; an unsaved draft is saved first (publish, schedule and preview act on a saved revision). */
  const act = async (name: string, run: (saved: AdminContentEntryDto) => Promise<void>) => {
    setBusy(name);
    try {
      const saved = dirty ? await save() : entry;
      if (saved) await run(saved);
    } catch (e) {
      say('error', errorText(e, 'That did not work.'));
    } finally {
      setBusy(null);
    }
  };

  const actions = {
    save: async () => {
      setBusy('save');
      await save();
      setBusy(null);
    },
    keepMine: async () => {
      if (!conflict) return;
      setBusy('keep');
      await save(conflict.revision);
      setBusy(null);
    },
    takeTheirs: () => {
      if (!conflict) return;
      adopt(conflict);
      setConflict(null);
      say('info', `You now have their version (revision ${conflict.revision}). Your changes were dropped.`);
    },
    publish: () =>
      act('publish', async (saved) => {
        const done = await content.publishContent(page.kind, saved.id, saved.revision);
        adopt(done);
        say('success', `Published: revision ${done.publishedRevision ?? done.revision} is on the site.`);
      }),
    unpublish: () =>
      act('unpublish', async (saved) => {
        const done = await content.unpublishContent(page.kind, saved.id);
        adopt(done);
        say('success', 'Unpublished: it is a draft again and no longer on the site.');
      }),
    archive: () =>
      act('archive', async (saved) => {
        const done = await content.archiveContent(page.kind, saved.id);
        adopt(done);
        say('success', 'Archived: it is no longer on the site.');
      }),
    schedule: (publishAt: string) =>
      act('schedule', async (saved) => {
        const done = await content.scheduleContent(page.kind, saved.id, saved.revision, publishAt);
        adopt(done);
        say('success', `Scheduled for ${formatDateTime(done.publishAt ?? publishAt)}.`);
      }),
    preview: async () => {
      // The tab is opened in the tap itself and sent to the link once it has come: a tab opened
      // after the answer is a popup the browser blocks when the tap's activation has run out
      // (a few seconds on a slow network), and Preview then did nothing.
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      let sent = false;
      await act('preview', async (saved) => {
        const made = await content.previewLink(page.kind, saved.id);
        setLink(made);
        const until = formatDateTime(made.expiresAt);
        if (tab && !tab.closed) {
          tab.location.href = made.url;
          sent = true;
          say('success', `Preview opened in a new tab. The link works until ${until}.`);
        } else say('success', `Preview ready: open the link below. It works until ${until}.`);
      });
      // Nothing to show (the save failed, or the link): the blank tab goes.
      if (tab && !sent && !tab.closed) tab.close();
    },
    restore: async (revision: number) => {
      setBusy('restore');
      try {
        const done = await content.restoreRevision(page.kind, id, revision);
        adopt(done);
        setConflict(null);
        say('success', `Revision ${revision} restored as revision ${done.revision}.`);
      } catch (e) {
        say('error', `Not restored: ${errorText(e, '')}`.trim());
      } finally {
        setBusy(null);
      }
    },
    retryLoad: () => setAttempt((n) => n + 1),
  };

  return { isNew, entry, loadError, draft, setDraft, dirty, conflict, busy, fieldErrors, link, said, actions };
}
