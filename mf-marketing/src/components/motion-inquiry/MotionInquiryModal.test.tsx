import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../test/render';
import { MotionInquiryModal } from './MotionInquiryModal';
import { BUDGET_RANGES, FAILURE_TEXT, INQUIRY_DRAFT, PLATFORMS, PROJECT_TYPES, todayISO } from './inquiry';

function file(name: string, bytes: number, type = 'image/png') {
  const f = new File(['x'], name, { type, lastModified: 1700000000000 });
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
}

function setup() {
  const onClose = jest.fn();
  const onSubmitted = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<MotionInquiryModal open onClose={onClose} onSubmitted={onSubmitted} />);
  const dialog = screen.getByRole('dialog', { name: 'Start Your Motion Project' });
  return { user, onClose, onSubmitted, dialog };
}

const fileInput = () => screen.getByLabelText('Reference files (optional)') as HTMLInputElement;
const pick = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Amina Kato');
  await user.type(screen.getByLabelText(/^Email/), 'amina@example.com');
  await user.type(screen.getByLabelText(/^Business name/), 'Kato Foods');
  await user.selectOptions(screen.getByLabelText(/^Project type/), 'Explainer Video');
  await user.click(screen.getByRole('button', { name: 'Instagram' }));
  await user.click(screen.getByRole('button', { name: 'TikTok' }));
  await user.type(screen.getByLabelText(/^Duration/), '60 seconds');
  await user.click(screen.getByLabelText('Yes, I need help'));
  fireEvent.change(screen.getByLabelText(/^Deadline/), { target: { value: '2030-05-20' } });
  await user.selectOptions(screen.getByLabelText(/^Budget range/), '$2,500 - $5,000');
  await user.type(screen.getByLabelText(/^Additional details/), 'Launch video for our new juice.');
}

// Typing whole forms with user-event takes a few seconds on a busy machine.
jest.setTimeout(20_000);

describe('motion inquiry modal', () => {
  // Each test starts without a draft of the tab before (sessionStorage lives as long as the test file).
  beforeEach(() => sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('has every field and choice of spec 3, with the defaults', () => {
    setup();
    const type = screen.getByLabelText(/^Project type/) as HTMLSelectElement;
    expect(Array.from(type.options).map((o) => o.value)).toEqual([...PROJECT_TYPES]);
    expect(type.value).toBe('Advertisement');
    const budget = screen.getByLabelText(/^Budget range/) as HTMLSelectElement;
    expect(Array.from(budget.options).map((o) => o.value)).toEqual([...BUDGET_RANGES]);
    expect(budget.value).toBe('Under $1,000');
    expect(BUDGET_RANGES).toEqual(['Under $1,000', '$1,000 - $2,500', '$2,500 - $5,000', '$5,000 - $10,000', '$10,000+']);
    for (const p of PLATFORMS) expect(screen.getByRole('button', { name: p })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Yes, I need help')).not.toBeChecked();
    expect(screen.getByLabelText('No, I have a script')).not.toBeChecked();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Deadline/)).toHaveAttribute('min', todayISO());
    expect(fileInput()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,.pdf,.ai,.psd,.eps,.svg');
    expect(fileInput()).toHaveAttribute('multiple');
    expect(screen.getByText(/PNG, JPG, GIF up to 10MB each/)).toBeInTheDocument();
  });

  it('shows every spec 5.1 message under its field on an empty submit, and sends nothing', async () => {
    const { calls } = mockFetch(() => [201, { id: 'x' }]);
    const { user } = setup();
    // Project type and budget have defaults; empty them to see their messages too.
    fireEvent.change(screen.getByLabelText(/^Project type/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Budget range/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    const messages = Array.from(document.querySelectorAll('[data-field-error]')).map((el) => el.textContent);
    expect(messages).toEqual([
      'Name is required',
      'Email is required',
      'Business name is required',
      'Project type is required',
      'At least one platform is required',
      'Duration is required',
      'Deadline is required',
      'Please specify if you need a script',
      'Budget range is required',
    ]);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-describedby')).toContain(
      screen.getByText('Name is required').getAttribute('id'),
    );
    expect(calls).toHaveLength(0);
  });

  it('on an empty submit moves focus to the first field to fix, Name, and scrolls that field (label, control, message) into view', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scrollIntoView });
    try {
      const { user } = setup();
      // Project type and budget keep their defaults: the tester's 7 messages.
      await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
      expect(document.querySelectorAll('[data-field-error]')).toHaveLength(7);
      const name = screen.getByLabelText(/^Name/);
      expect(name).toHaveFocus();
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription('Name is required');
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
      const box = scrolled[scrolled.length - 1]!;
      expect(box).toContainElement(name);
      expect(box).toContainElement(screen.getByText('Name is required'));
      expect(box.querySelector('label')).toHaveTextContent(/^Name/);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('focuses the first field to fix in the form’s order, groups included', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Amina Kato');
    await user.type(screen.getByLabelText(/^Email/), 'amina@example.com');
    await user.type(screen.getByLabelText(/^Business name/), 'Kato Foods');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    // Platforms (toggle chips): its first chip, inside the fieldset that is described by the message.
    const firstChip = screen.getByRole('button', { name: PLATFORMS[0] });
    expect(firstChip).toHaveFocus();
    const platforms = screen.getByRole('group', { name: /^Platforms/ });
    expect(platforms).toContainElement(firstChip);
    expect(platforms.getAttribute('aria-describedby')).toContain(screen.getByText('At least one platform is required').id);

    await user.click(screen.getByRole('button', { name: 'YouTube' }));
    await user.type(screen.getByLabelText(/^Duration/), '30 seconds');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    // Deadline comes before the script question in the form, though not in spec 5.1's table.
    expect(screen.getByLabelText(/^Deadline/)).toHaveFocus();
    expect(screen.getByLabelText(/^Deadline/)).toHaveAccessibleDescription('Deadline is required');

    fireEvent.change(screen.getByLabelText(/^Deadline/), { target: { value: '2030-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    const yes = screen.getByLabelText('Yes, I need help');
    expect(yes).toHaveFocus();
    // A radio cannot carry aria-invalid (ARIA 1.2); its fieldset is described by the message.
    const script = screen.getByRole('group', { name: /^Do you need a script/ });
    expect(script).toContainElement(yes);
    expect(script).toHaveAccessibleDescription('Please specify if you need a script');
  });

  it('focuses the first field the server refused (a 400 with field errors), in the form’s order', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => [400, { statusCode: 400, error: 'Bad Request', message: 'Validation failed', errors: { deadline: ['Deadline cannot be in the past'], email: ['Email must be a valid address'] } }]);
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await screen.findByText('Email must be a valid address');
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email must be a valid address');
    expect(screen.getByLabelText(/^Deadline/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses the file picker when the server refuses the files, with the message as its description', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => [400, { statusCode: 400, error: 'Bad Request', message: 'Validation failed', errors: { files: ['A file could not be read'] } }]);
    const { user } = setup();
    await fillValid(user);
    pick([file('moodboard.png', 2_000)]);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await screen.findByText('A file could not be read');
    await waitFor(() => expect(fileInput()).toHaveFocus());
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput().getAttribute('aria-describedby')).toContain(screen.getByText('A file could not be read').id);
    expect(fileInput()).toHaveAccessibleDescription(/PNG, JPG, GIF up to 10MB each.*A file could not be read/);
  });

  it('leaves focus alone when a failure carries no field errors', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => [500, { statusCode: 500, error: 'Internal Server Error', message: 'Boom' }]);
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await screen.findByText(FAILURE_TEXT);
    expect(screen.getByLabelText(/^Name/)).not.toHaveFocus();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('clears a field’s error as soon as that field is edited', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await user.type(screen.getByLabelText(/^Name/), 'A');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'YouTube' }));
    expect(screen.queryByText('At least one platform is required')).toBeNull();
    await user.click(screen.getByLabelText('No, I have a script'));
    expect(screen.queryByText('Please specify if you need a script')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Deadline/), { target: { value: '2030-01-01' } });
    expect(screen.queryByText('Deadline is required')).toBeNull();
  });

  it('adds picked files to the list, removes them one by one, and refuses files over 10MB or of other types', async () => {
    const { user } = setup();
    pick([file('moodboard.png', 2_000_000), file('logo.ai', 500_000, 'application/postscript')]);
    pick([file('brief.pdf', 300_000, 'application/pdf'), file('huge.psd', 10 * 1024 * 1024 + 1, 'image/vnd.adobe.photoshop'), file('notes.exe', 10)]);
    const list = screen.getByRole('list', { name: 'Files to send' });
    expect(within(list).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['moodboard.png', 'logo.ai', 'brief.pdf']);
    expect(screen.getByRole('alert')).toHaveTextContent('"huge.psd" was not added: it is larger than 10MB.');
    expect(screen.getByRole('alert')).toHaveTextContent('"notes.exe" was not added');

    await user.click(screen.getByRole('button', { name: 'Remove logo.ai' }));
    expect(within(list).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['moodboard.png', 'brief.pdf']);
    // A file of exactly 10MB is accepted.
    pick([file('exact.jpg', 10 * 1024 * 1024, 'image/jpeg')]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('submits multipart POST /api/motion-project-inquiry exactly as spec 7, then reports success and empties the form', async () => {
    const { calls } = mockFetch(() => [201, { id: 'inq_1' }]);
    const { user, onSubmitted } = setup();
    await fillValid(user);
    pick([file('moodboard.png', 2_000), file('brief.pdf', 3_000, 'application/pdf')]);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/motion-project-inquiry');
    expect(calls[0]!.init?.method).toBe('POST');
    const body = calls[0]!.init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const fields = Object.fromEntries(Array.from(body.entries()).filter(([k]) => k !== 'files'));
    expect(fields).toEqual({
      name: 'Amina Kato',
      email: 'amina@example.com',
      businessName: 'Kato Foods',
      projectType: 'Explainer Video',
      platforms: JSON.stringify(['Instagram', 'TikTok']),
      duration: '60 seconds',
      needsScript: 'yes',
      deadline: '2030-05-20',
      budgetRange: '$2,500 - $5,000',
      additionalDetails: 'Launch video for our new juice.',
    });
    const files = body.getAll('files') as File[];
    expect(files.map((f) => f.name)).toEqual(['moodboard.png', 'brief.pdf']);
    // No Content-Type of our own: the browser writes the multipart boundary.
    expect(new Headers(calls[0]!.init?.headers).get('Content-Type')).toBeNull();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('on failure shows the failure text and keeps every value and file', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user, onSubmitted, onClose } = setup();
    await fillValid(user);
    pick([file('moodboard.png', 2_000), file('brief.pdf', 3_000, 'application/pdf')]);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText(FAILURE_TEXT)).toBeInTheDocument();
    expect(FAILURE_TEXT).toBe('Failed to submit inquiry. Please try again.');
    expect(screen.getByText(FAILURE_TEXT).closest('[role="alert"]')).not.toBeNull();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Amina Kato');
    expect(screen.getByLabelText(/^Project type/)).toHaveValue('Explainer Video');
    expect(screen.getByRole('button', { name: 'Instagram' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Yes, I need help')).toBeChecked();
    expect(screen.getByLabelText(/^Deadline/)).toHaveValue('2030-05-20');
    expect(screen.getByLabelText(/^Additional details/)).toHaveValue('Launch video for our new juice.');
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the server’s per-field messages of a 400 answer under the fields', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => [400, { statusCode: 400, error: 'Bad Request', message: 'Validation failed', errors: { email: ['Email must be a valid address'], deadline: ['Deadline cannot be in the past'] } }]);
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Email must be a valid address')).toHaveAttribute('data-field-error');
    expect(screen.getByText('Deadline cannot be in the past')).toBeInTheDocument();
    expect(screen.getByText(FAILURE_TEXT)).toBeInTheDocument();
  });

  it('keeps what was typed, never the files, as a draft of the tab: after a reload the form has it again, and once sent it is gone', async () => {
    const { calls } = mockFetch(() => [201, { id: 'inq_1' }]);
    const user = userEvent.setup({ delay: null });
    const first = renderWithProviders(<MotionInquiryModal open onClose={jest.fn()} onSubmitted={jest.fn()} />);
    await fillValid(user);
    pick([file('moodboard.png', 2_000)]);
    expect(sessionStorage.getItem(`agency:draft:${INQUIRY_DRAFT}`)).not.toContain('moodboard');
    first.unmount(); // the tab is reloaded

    const onSubmitted = jest.fn();
    renderWithProviders(<MotionInquiryModal open onClose={jest.fn()} onSubmitted={onSubmitted} />);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Amina Kato'));
    expect(screen.getByLabelText(/^Project type/)).toHaveValue('Explainer Video');
    expect(screen.getByRole('button', { name: 'Instagram' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'TikTok' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Yes, I need help')).toBeChecked();
    expect(screen.getByLabelText(/^Deadline/)).toHaveValue('2030-05-20');
    expect(screen.getByLabelText(/^Budget range/)).toHaveValue('$2,500 - $5,000');
    expect(screen.getByLabelText(/^Additional details/)).toHaveValue('Launch video for our new juice.');
    // Files are never kept: they are picked again.
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(sessionStorage.getItem(`agency:draft:${INQUIRY_DRAFT}`)).toBeNull();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('ignores a stored choice the API no longer offers, and a draft that is not one', async () => {
    sessionStorage.setItem(`agency:draft:${INQUIRY_DRAFT}`, JSON.stringify({ name: 'Amina Kato', projectType: 'Hologram', platforms: ['Fax'], budgetRange: 7 }));
    const first = renderWithProviders(<MotionInquiryModal open onClose={jest.fn()} onSubmitted={jest.fn()} />);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Amina Kato'));
    expect(screen.getByLabelText(/^Project type/)).toHaveValue('Advertisement');
    expect(screen.getByLabelText(/^Budget range/)).toHaveValue('Under $1,000');
    for (const p of PLATFORMS) expect(screen.getByRole('button', { name: p })).toHaveAttribute('aria-pressed', 'false');
    first.unmount();
    sessionStorage.setItem(`agency:draft:${INQUIRY_DRAFT}`, '{"name": "Am');
    renderWithProviders(<MotionInquiryModal open onClose={jest.fn()} onSubmitted={jest.fn()} />);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });
});
