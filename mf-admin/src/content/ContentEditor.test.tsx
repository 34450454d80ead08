import { clearSession } from '@agency/platform';
import { formatDateTime } from '@agency/platform/format';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF, fakeApi, me, renderAdmin, signInAs, type ApiCall } from '../test/fakeApi';
import { fakeArticles } from '../test/fakeContent';

// CodeMirror draws into a contenteditable that jsdom cannot type into; its lazily loaded module is
// replaced by a labelled text area with the same props (the editor's plain fallback).
jest.mock('./CodeMirrorMarkdown', () => ({
  __esModule: true,
  default: ({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) => <textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} />,
}));

jest.setTimeout(30_000);

beforeEach(() => {
  signInAs(STAFF);
  sessionStorage.clear();
});
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

const DRAFT_KEY = 'agency:draft:content:article:a1';
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');
const status = () => document.querySelector('[data-action-notice]') as HTMLElement;

async function openArticle() {
  const store = fakeArticles();
  const api = fakeApi(me({ [STAFF]: 'staff' }), ...store.handlers);
  renderAdmin('/admin/articles/a1');
  await screen.findByRole('heading', { name: 'The Future of Motion Graphics', level: 2 });
  return { ...store, ...api };
}

async function retitle(title: string) {
  const field = screen.getByLabelText(/^Title/);
  await userEvent.clear(field);
  await userEvent.type(field, title);
}

describe('the article editor', () => {
  it("shows the kind's fields as labelled controls, the body's live preview and the slug's hint", async () => {
    const { calls } = await openArticle();
    for (const label of [/^Title/, 'Excerpt', 'Body', 'Author *', "Author's bio", 'Category *', 'Tags', 'Publication date', 'Related articles', 'Slug']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Tags')).toHaveValue('motion, video');
    expect(screen.getByText(/Renaming it keeps the old address working/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Cover image' })).toHaveTextContent('future-of-motion-graphics');
    expect(screen.getByRole('group', { name: "Author's photo" })).toHaveTextContent('No image yet.');

    fireEvent.change(screen.getByLabelText('Body'), { target: { value: '## A new heading\n\nA new paragraph.' } });
    const preview = screen.getByRole('region', { name: 'Preview of the body' });
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'A new heading' })).toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/admin/content/render').at(-1)?.body).toEqual({ markdown: '## A new heading\n\nA new paragraph.' });
  });

  it('saves with the revision it was opened on, says so, and forgets the unsaved copy', async () => {
    const { calls, entry } = await openArticle();
    await retitle('Motion, rethought');
    // Typed text is kept in the tab until it is saved.
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ baseRevision: 3, fields: { title: 'Motion, rethought' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved as revision 4. Publish it to show it on the site.'));
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0].body).toMatchObject({ baseRevision: 3, slug: 'future-of-motion-graphics', fields: { title: 'Motion, rethought', tags: ['motion', 'video'] } });
    expect(entry.revision).toBe(4);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.getByText(/the site shows revision 3/)).toBeInTheDocument();
  });

  it('a stale save (409) shows both versions, keeps the text, and "Keep mine" saves it on top of theirs', async () => {
    const { calls, entry, savedElsewhere } = await openArticle();
    savedElsewhere('Their title');
    await retitle('My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const conflict = await screen.findByRole('region', { name: 'Someone saved this since you opened it' });
    expect(within(conflict).getByRole('region', { name: 'Your version' })).toHaveTextContent('My title');
    expect(within(conflict).getByRole('region', { name: 'Their version' })).toHaveTextContent('Their title');
    expect(status()).toHaveTextContent('Not saved: someone saved this since you opened it');
    // Nothing lost: the editor and the tab's storage still hold mine.
    expect(screen.getByLabelText(/^Title/)).toHaveValue('My title');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).fields.title).toBe('My title');

    await userEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved as revision 5.'));
    expect(puts(calls).at(-1)?.body).toMatchObject({ baseRevision: 4, fields: { title: 'My title' } });
    expect(entry.fields.title).toBe('My title');
    expect(screen.queryByRole('region', { name: 'Someone saved this since you opened it' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('"Take theirs" replaces mine with their revision; a reload before choosing gives mine back', async () => {
    const first = await openArticle();
    first.savedElsewhere('Their title');
    await retitle('My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('region', { name: 'Someone saved this since you opened it' });

    // The tab is reloaded: the unsaved copy comes back, still based on revision 3 (so still a conflict, not an overwrite).
    first.fn.mockClear();
    document.body.innerHTML = '';
    renderAdmin('/admin/articles/a1');
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('My title'));
    expect(status()).toHaveTextContent('Your unsaved changes from before were put back');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByRole('region', { name: 'Someone saved this since you opened it' });

    await userEvent.click(within(conflict).getByRole('button', { name: 'Take theirs' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Their title');
    expect(status()).toHaveTextContent('You now have their version (revision 4)');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('schedules at a local date-time sent as RFC 3339 and shows "Scheduled for …"', async () => {
    const { calls } = await openArticle();
    const form = screen.getByRole('form', { name: 'Schedule publishing' });
    fireEvent.change(within(form).getByLabelText('Publish at'), { target: { value: '2030-05-01T14:30' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/schedule'))).toBe(true));
    const body = calls.find((c) => c.path.endsWith('/schedule'))!.body as { revision: number; publishAt: string };
    expect(body.revision).toBe(3);
    // RFC 3339 with the offset of this clock, naming the instant the staff member meant.
    expect(body.publishAt).toMatch(/^2030-05-01T14:30:00(Z|[+-]\d{2}:\d{2})$/);
    expect(Date.parse(body.publishAt)).toBe(new Date(2030, 4, 1, 14, 30).getTime());
    const when = formatDateTime(new Date(2030, 4, 1, 14, 30).toISOString());
    await waitFor(() => expect(status()).toHaveTextContent(`Scheduled for ${when}.`));
    expect(screen.getAllByText(`Scheduled for ${when}`, { exact: false }).length).toBeGreaterThan(0);
  });

  it('refuses a time in the past before asking the API', async () => {
    const { calls } = await openArticle();
    const form = screen.getByRole('form', { name: 'Schedule publishing' });
    fireEvent.change(within(form).getByLabelText('Publish at'), { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(form).findByText('Choose a time in the future.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/schedule'))).toBe(false);
  });

  it('restores a revision after a confirmation', async () => {
    const { calls, entry } = await openArticle();
    const revisions = await screen.findByRole('list', { name: 'Revisions' });
    expect(within(revisions).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(revisions).getByRole('button', { name: 'Restore revision 2…' }));
    expect(calls.some((c) => c.path.endsWith('/restore'))).toBe(false);
    const confirm = screen.getByRole('group', { name: 'Restore revision 2?' });
    expect(confirm).toHaveTextContent('no revision is deleted');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore revision 2' }));
    await waitFor(() => expect(status()).toHaveTextContent('Revision 2 restored as revision 4.'));
    expect(calls.find((c) => c.path.endsWith('/restore'))?.path).toBe('/api/admin/content/article/a1/revisions/2/restore');
    expect(entry.fields.title).toBe('Motion, take two');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Motion, take two');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Revisions' })).getAllByRole('listitem')).toHaveLength(4));
  });

  it('Preview opens a tab in the tap itself, sends it to the link once it has come, and shows the link with its expiry', async () => {
    const tab = { opener: {} as unknown, closed: false, location: { href: 'about:blank' }, close: jest.fn() };
    const opened = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { calls } = await openArticle();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    // Opened before the link was asked for (the browser allows a tab only during the tap), without a way back to this page.
    expect(opened).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const url = 'http://localhost/blog/future-of-motion-graphics?preview=signed-token';
    await waitFor(() => expect(tab.location.href).toBe(url));
    expect(calls.find((c) => c.path.endsWith('/preview-link'))?.method).toBe('POST');
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(status()).toHaveTextContent(`Preview opened in a new tab. The link works until ${formatDateTime('2026-11-25T10:15:00.000Z')}.`);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('Preview with its tab blocked still gives the link', async () => {
    jest.spyOn(window, 'open').mockImplementation(() => null);
    await openArticle();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const url = 'http://localhost/blog/future-of-motion-graphics?preview=signed-token';
    await waitFor(() => expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url));
    expect(status()).toHaveTextContent('Preview ready: open the link below.');
  });

  it('publish, unpublish and archive each say their result', async () => {
    await openArticle();
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(status()).toHaveTextContent('Unpublished: it is a draft again'));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(status()).toHaveTextContent('Published: revision 3 is on the site.'));
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(status()).toHaveTextContent('Archived'));
  });

  it('an error answer is said in the status region', async () => {
    const store = fakeArticles();
    fakeApi(me({ [STAFF]: 'staff' }), (call) => (call.path.endsWith('/publish') ? [400, { statusCode: 400, message: 'The body is empty' }] : undefined), ...store.handlers);
    renderAdmin('/admin/articles/a1');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(status()).toHaveTextContent('The body is empty'));
  });

  it('a new article is saved as a draft (POST) and then opened at its own address', async () => {
    const store = fakeArticles();
    const { calls } = fakeApi(
      me({ [STAFF]: 'staff' }),
      (call) => (call.method === 'POST' && call.path === '/api/admin/content/article' ? [201, { ...store.entry, ...(call.body as object), id: 'a9', title: 'Brand sprints', status: 'draft', revision: 1, publishedRevision: null }] : undefined),
      (call) => (call.path === '/api/admin/content/article/a9' ? [200, { ...store.entry, id: 'a9', slug: 'brand-sprints', title: 'Brand sprints', status: 'draft', revision: 1, publishedRevision: null, fields: { ...store.entry.fields, title: 'Brand sprints' } }] : undefined),
      (call) => (call.path === '/api/admin/content/article/a9/revisions' ? [200, { revisions: [] }] : undefined),
      ...store.handlers,
    );
    renderAdmin('/admin/articles/new');
    expect(await screen.findByRole('heading', { name: 'New article', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Title/), 'Brand sprints');
    await userEvent.type(screen.getByLabelText('Slug'), 'brand-sprints');
    await userEvent.type(screen.getByLabelText('Tags'), 'brand, , sprint');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/articles/a9'));
    const created = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/content/article')!;
    expect(created.body).toMatchObject({ slug: 'brand-sprints', fields: { title: 'Brand sprints', tags: ['brand', 'sprint'], coverImageId: null } });
    expect(await screen.findByRole('heading', { name: 'Brand sprints', level: 2 })).toBeInTheDocument();
    expect(sessionStorage.getItem('agency:draft:content:article:new')).toBeNull();
  });

  it('its main controls are reached with the keyboard alone', async () => {
    await openArticle();
    await retitle('Motion, rethought');
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    const reached = new Set<string>();
    for (let i = 0; i < 80; i++) {
      await userEvent.tab();
      const el = document.activeElement as HTMLElement;
      const name = el.getAttribute('aria-label') || (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '') || el.textContent || '';
      reached.add(name.replace(/\s*\*\s*$/, '').trim());
    }
    for (const control of ['Save', 'Save and publish', 'Preview', 'Unpublish', 'Archive', 'Title', 'Slug', 'Body', 'Upload image', 'Tags', 'Publish at', 'Schedule']) {
      expect([...reached]).toContain(control);
    }
  });
});
