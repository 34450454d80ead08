import { clearSession } from '@agency/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF, captureDownloads, fakeApi, inquiry, me, renderAdmin, route, signInAs } from '../test/fakeApi';

jest.setTimeout(20_000);

beforeEach(() => signInAs(STAFF));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

const FILE = { id: 'f-1', originalName: 'Storyboard v2.pdf', contentType: 'application/pdf', sizeBytes: 20480 };

/** A stored inquiry the fake API changes as the real one would (status, notes, audit rows). */
function storedInquiry() {
  const item = { ...inquiry(7, { files: [FILE] }), audit: [] as Array<Record<string, unknown>> };
  const base = `/api/admin/inquiries/${item.id}`;
  const audit = (action: string, detail: string | null) =>
    item.audit.unshift({ id: `a${item.audit.length}`, actor: STAFF, action, subjectType: 'inquiry', subjectId: item.id, detail, createdAt: '2026-11-23T10:00:00.000Z' });
  return {
    item,
    handlers: [
      route('GET', base, () => [200, item]),
      route('PATCH', base, ({ body }) => {
        item.status = (body as { status: string }).status;
        audit('status', `new → ${item.status}`);
        return [200, item];
      }),
      route('POST', `${base}/notes`, ({ body }) => {
        const note = { id: 'n1', author: STAFF, text: (body as { text: string }).text, createdAt: '2026-11-23T10:05:00.000Z' };
        (item.notes as unknown[]).push(note);
        audit('note', null);
        return [201, note];
      }),
      route('GET', `${base}/files/${FILE.id}`, () => {
        audit('download', FILE.originalName);
        return [200, '%PDF-1.4', { 'Content-Disposition': 'attachment; filename="f-1.pdf"' }];
      }),
    ],
  };
}

describe('an inquiry from the assistant', () => {
  it('is marked, shows the phone and the transcript, and no form fields', async () => {
    const item = {
      ...inquiry(8, { source: 'assistant', name: 'Jane', email: '', phone: '+256772123456', businessName: '', projectType: 'Chat with the assistant', platforms: [], duration: '', deadline: '', budgetRange: '' }),
      transcript: [
        { sender: 'visitor', text: 'I am Jane, 0772 123 456' },
        { sender: 'assistant', text: 'Let me check I have this right' },
        { sender: 'visitor', text: 'Yes' },
      ],
      knownPhone: null,
      audit: [],
    };
    fakeApi(me({ [STAFF]: 'staff' }), route('GET', `/api/admin/inquiries/${item.id}`, () => [200, item]));
    renderAdmin(`/admin/inquiries/${item.id}`);
    expect(await screen.findByText('From the assistant')).toBeInTheDocument();
    const form = await screen.findByRole('region', { name: 'The inquiry' });
    const pairs = Array.from(form.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Received', expect.stringContaining('2026')],
      ['Name', 'Jane'],
      ['Phone', '+256772123456'],
      ['E-mail', '—'],
    ]);
    const lines = within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['VisitorI am Jane, 0772 123 456', 'AssistantLet me check I have this right', 'VisitorYes']);
    expect(screen.queryByRole('region', { name: 'Files' })).toBeNull();
  });
});

describe('an inquiry', () => {
  it('shows every field of the form', async () => {
    const { item, handlers } = storedInquiry();
    fakeApi(me({ [STAFF]: 'staff' }), ...handlers);
    renderAdmin(`/admin/inquiries/${item.id}`);
    const form = await screen.findByRole('region', { name: 'The inquiry' });
    const pairs = Array.from(form.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Received', expect.stringContaining('2026')],
      ['Name', 'Client 7'],
      ['E-mail', 'client7@example.com'],
      ['Business', 'Business 7'],
      ['Project type', 'Explainer video'],
      ['Platforms', 'YouTube, Instagram'],
      ['Duration', '60 seconds'],
      ['Needs a script', 'Yes'],
      ['Deadline', '2026-12-20'],
      ['Budget', '$1,000 - $5,000'],
      ['Additional details', 'A launch video.'],
    ]);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('downloads a file with the token, under its original name, and the audit log shows it', async () => {
    const saved = captureDownloads();
    const { item, handlers } = storedInquiry();
    const { calls } = fakeApi(me({ [STAFF]: 'staff' }), ...handlers);
    renderAdmin(`/admin/inquiries/${item.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Storyboard v2.pdf' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Storyboard v2.pdf', href: 'blob:fake' }]));
    const download = calls.find((c) => c.path.endsWith('/files/f-1'))!;
    expect(download.headers.authorization).toBe(`Bearer token-of-${STAFF}`);
    const audit = await screen.findByRole('list', { name: 'Audit log entries' });
    await waitFor(() => expect(audit).toHaveTextContent(`${STAFF} downloaded a file`));
  });

  it('changes the status (PATCH {status}) and adds a note', async () => {
    const { item, handlers } = storedInquiry();
    const { calls } = fakeApi(me({ [STAFF]: 'staff' }), ...handlers);
    renderAdmin(`/admin/inquiries/${item.id}`);
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('new');
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['New', 'In progress', 'Done']);
    await userEvent.selectOptions(status, 'done');
    expect(await screen.findByText('Status saved: Done')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'done' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('done');

    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Write a note first')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a note')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Add a note'), 'Quote sent on Monday.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const notes = await screen.findByRole('list', { name: 'Notes' });
    expect(notes).toHaveTextContent('Quote sent on Monday.');
    expect(notes).toHaveTextContent(STAFF);
    expect(screen.getByLabelText('Add a note')).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Audit log entries' }).querySelectorAll('li')).toHaveLength(2));
  });

  it('an unknown id says so', async () => {
    fakeApi(me({ [STAFF]: 'staff' }));
    renderAdmin('/admin/inquiries/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('No such inquiry');
  });
});
