import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useFormDraft, type FormDraftOptions } from './useFormDraft';

interface Values {
  name: string;
  email: string;
  kind: string;
  platforms: string[];
  cardNumber: string;
  code: string;
  file: File | null;
}

const START: Values = { name: '', email: '', kind: 'Logo', platforms: [], cardNumber: '', code: '', file: null };
const KEY = 'demo';
const STORED = 'agency:draft:demo';
const KINDS = ['Logo', 'Video'];

/** What each render saw first: the server's and hydration's render must have the starting values. */
let firstRender: Values | null = null;

function Demo({ draftKey = KEY, options }: { draftKey?: string | null; options?: FormDraftOptions<Values> }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues, draft] = useFormDraft(draftKey, START, {
    formRef,
    accepts: { kind: (v) => KINDS.includes(v), platforms: (v) => v.every((p) => ['TikTok', 'YouTube'].includes(p)) },
    ...options,
  });
  firstRender ??= values;
  const text = (field: 'name' | 'email' | 'cardNumber' | 'code') => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((prev) => ({ ...prev, [field]: e.target.value })),
  });
  return (
    <form ref={formRef} aria-label="Demo">
      <label>
        Name <input {...text('name')} />
      </label>
      <label>
        Email <input type="email" {...text('email')} />
      </label>
      <label>
        Card number <input {...text('cardNumber')} />
      </label>
      <label>
        Code <input {...text('code')} />
      </label>
      <label>
        Kind
        <select name="kind" value={values.kind} onChange={(e) => setValues((prev) => ({ ...prev, kind: e.target.value }))}>
          {KINDS.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
      </label>
      <button type="button" aria-pressed={values.platforms.includes('TikTok')} onClick={() => setValues((prev) => ({ ...prev, platforms: [...prev.platforms, 'TikTok'] }))}>
        TikTok
      </button>
      <input type="file" aria-label="File" onChange={(e) => setValues((prev) => ({ ...prev, file: e.target.files?.[0] ?? null }))} />
      <button type="button" onClick={draft.clear}>
        Sent
      </button>
      <output data-testid="state">{JSON.stringify({ ...values, file: values.file?.name ?? null, restored: draft.restored })}</output>
    </form>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Omit<Values, 'file'> & { file: string | null; restored: boolean };
const stored = () => JSON.parse(sessionStorage.getItem(STORED) ?? 'null') as unknown;
type CaptureWindow = Window & { __agencyReplay?: () => void };

beforeEach(() => {
  sessionStorage.clear();
  firstRender = null;
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as CaptureWindow).__agencyReplay;
  delete document.documentElement.dataset.pageReady;
});

describe('useFormDraft', () => {
  it('renders the starting values first, then restores the draft of this tab', async () => {
    sessionStorage.setItem(STORED, JSON.stringify({ name: 'Amina', email: 'amina@example.com', kind: 'Video', platforms: ['TikTok'] }));
    render(<Demo />);
    expect(firstRender).toEqual(START);
    await waitFor(() => expect(state().restored).toBe(true));
    expect(screen.getByLabelText('Name')).toHaveValue('Amina');
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
    expect(screen.getByLabelText('Kind')).toHaveValue('Video');
    expect(screen.getByRole('button', { name: 'TikTok' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('writes each change (the fields that differ from the start) and forgets the draft once all are back at it', async () => {
    render(<Demo />);
    await waitFor(() => expect(state().restored).toBe(true));
    expect(sessionStorage.getItem(STORED)).toBeNull();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Brian' } });
    fireEvent.click(screen.getByRole('button', { name: 'TikTok' }));
    expect(stored()).toEqual({ name: 'Brian', platforms: ['TikTok'] });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'Video' } });
    expect(stored()).toEqual({ name: 'Brian', kind: 'Video', platforms: ['TikTok'] });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'Logo' } });
    expect(stored()).toEqual({ platforms: ['TikTok'] });
  });

  it('clear() (after a successful send) forgets the draft and puts the form back to its start', async () => {
    sessionStorage.setItem(STORED, JSON.stringify({ name: 'Amina' }));
    render(<Demo />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Amina'));
    fireEvent.click(screen.getByRole('button', { name: 'Sent' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(sessionStorage.getItem(STORED)).toBeNull();
  });

  it('never keeps files, card fields or codes, even when typed', async () => {
    render(<Demo />);
    await waitFor(() => expect(state().restored).toBe(true));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Amina' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [new File(['x'], 'brief.pdf')] } });
    expect(state().file).toBe('brief.pdf');
    expect(stored()).toEqual({ name: 'Amina' });
    expect(sessionStorage.getItem(STORED)).not.toMatch(/4111|123456|brief/);
  });

  it('does not restore a card field or code planted in storage, nor fields outside `fields`', async () => {
    sessionStorage.setItem(STORED, JSON.stringify({ name: 'Amina', email: 'a@example.com', cardNumber: '4111', code: '123456' }));
    render(<Demo options={{ fields: ['name', 'cardNumber', 'code'] }} />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Amina'));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });

  it.each([
    ['not JSON', '{"name": "Am'],
    ['a list', '["Amina"]'],
    ['null', 'null'],
    ['a string', '"Amina"'],
    ['values of the wrong kind', JSON.stringify({ name: 42, email: ['a'], platforms: 'TikTok', kind: true })],
    ['choices the form no longer offers', JSON.stringify({ kind: 'Hologram', platforms: ['Fax'] })],
  ])('ignores a stored value of the wrong shape (%s) and starts empty', async (_what, text) => {
    sessionStorage.setItem(STORED, text);
    render(<Demo />);
    await waitFor(() => expect(state().restored).toBe(true));
    expect(state()).toMatchObject({ name: '', email: '', kind: 'Logo', platforms: [] });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Brian' } });
    expect(stored()).toEqual({ name: 'Brian' });
  });

  it('keeps the well-formed fields of a partly wrong draft', async () => {
    sessionStorage.setItem(STORED, JSON.stringify({ name: 'Amina', email: 7, unknown: 'x' }));
    render(<Demo />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Amina'));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(state()).not.toHaveProperty('unknown');
  });

  it('works without a draft when sessionStorage throws (private mode, quota)', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    render(<Demo />);
    await waitFor(() => expect(state().restored).toBe(true));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Brian' } });
    expect(screen.getByLabelText('Name')).toHaveValue('Brian');
    fireEvent.click(screen.getByRole('button', { name: 'Sent' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('works without a draft when even reaching sessionStorage throws', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      render(<Demo />);
      await waitFor(() => expect(state().restored).toBe(true));
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Brian' } });
      expect(screen.getByLabelText('Name')).toHaveValue('Brian');
    } finally {
      Object.defineProperty(window, 'sessionStorage', descriptor);
    }
  });

  it('keeps nothing with a null key', async () => {
    sessionStorage.setItem(STORED, JSON.stringify({ name: 'Amina' }));
    render(<Demo draftKey={null} />);
    await waitFor(() => expect(state().restored).toBe(true));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Brian' } });
    expect(stored()).toEqual({ name: 'Amina' });
  });
});

describe('useFormDraft and the early-input capture of a server-rendered page', () => {
  it('waits until the capture has played what was typed before the page was live; that value wins over the draft', async () => {
    sessionStorage.setItem(STORED, JSON.stringify({ name: 'Old name', email: 'old@example.com' }));
    // The gateway's inline capture is on the page and the shell has not called it ready yet.
    (window as CaptureWindow).__agencyReplay = () => undefined;
    render(<Demo />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(state().restored).toBe(false);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    // The replay hands the early typing to the form (a real input event), as pageReady.ts's call does.
    act(() => {
      document.documentElement.dataset.pageReady = 'true';
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Typed early' } });
    });
    await waitFor(() => expect(state().restored).toBe(true));
    expect(screen.getByLabelText('Name')).toHaveValue('Typed early');
    expect(screen.getByLabelText('Email')).toHaveValue('old@example.com');
    expect(stored()).toEqual({ name: 'Typed early', email: 'old@example.com' });
  });

  it('leaves the draft unapplied when the capture plays a submit held before the page was live', async () => {
    sessionStorage.setItem(STORED, JSON.stringify({ name: 'Old name', email: 'old@example.com' }));
    (window as CaptureWindow).__agencyReplay = () => undefined;
    render(<Demo />);
    let submits = 0;
    screen.getByRole('form', { name: 'Demo' }).addEventListener('submit', (event) => {
      event.preventDefault();
      submits += 1;
    });
    act(() => {
      document.documentElement.dataset.pageReady = 'true';
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Typed early' } });
      fireEvent.submit(screen.getByRole('form', { name: 'Demo' }));
    });
    await waitFor(() => expect(state().restored).toBe(true));
    expect(submits).toBe(1);
    // The messages of that submit are about the fields as the visitor saw them: nothing is filled in under them.
    expect(screen.getByLabelText('Name')).toHaveValue('Typed early');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('restores at once on a page already live (a later page, a dialog)', async () => {
    sessionStorage.setItem(STORED, JSON.stringify({ name: 'Amina' }));
    (window as CaptureWindow).__agencyReplay = () => undefined;
    document.documentElement.dataset.pageReady = 'true';
    render(<Demo />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Amina'));
  });

  it('hydrates the server HTML without a mismatch and keeps text shown there that the form does not have yet', async () => {
    sessionStorage.setItem(STORED, JSON.stringify({ name: 'Old name', email: 'old@example.com' }));
    const errors = jest.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Demo />);
    document.body.appendChild(container);
    // Typed into the server's HTML before the scripts ran (the capture has not played it yet).
    (container.querySelector('input[name="name"]') as HTMLInputElement).value = 'Typed early';
    const recoverable: unknown[] = [];
    firstRender = null;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Demo />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    try {
      expect(firstRender).toEqual(START);
      const name = container.querySelector('input[name="name"]') as HTMLInputElement;
      const email = container.querySelector('input[name="email"]') as HTMLInputElement;
      expect(name.value).toBe('Typed early');
      expect(email.value).toBe('old@example.com');
      expect(JSON.parse(container.querySelector('output')!.textContent!)).toMatchObject({ name: 'Typed early', email: 'old@example.com' });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});
