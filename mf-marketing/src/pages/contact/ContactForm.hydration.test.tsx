import { DesignSystemProvider } from '@agency/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mockFetch } from '../../test/render';
import { ContactForm } from './ContactForm';
import { CONTACT_DRAFT } from './contactForm';

type CaptureWindow = Window & { __agencyReplay?: () => void };

const page = () => (
  <DesignSystemProvider>
    <ContactForm />
  </DesignSystemProvider>
);

/** What the gateway's early-input capture does when it plays typed text (packages/gateway/src/document/event-capture.js). */
function playTyped(input: HTMLInputElement, text: string) {
  input.value = '';
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

let root: Root | undefined;
const container = document.createElement('div');

beforeEach(() => {
  sessionStorage.clear();
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  delete (window as CaptureWindow).__agencyReplay;
  delete document.documentElement.dataset.pageReady;
});

describe('the contact form, server-rendered and hydrated, with a draft of this tab', () => {
  it('keeps a name typed before the page was live over the older draft, and fills the other fields from it', async () => {
    sessionStorage.setItem(
      `agency:draft:${CONTACT_DRAFT}`,
      JSON.stringify({ name: 'Old name', email: 'brian@example.co.ug', subject: 'Rebrand', message: 'We open in Kigali.' }),
    );
    const { calls } = mockFetch(() => [201, { id: 'c1' }]);
    (window as CaptureWindow).__agencyReplay = () => undefined; // the capture is on the page
    container.innerHTML = renderToString(page());
    const name = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    name.value = 'Kato Amina'; // typed into the server's HTML before the scripts ran

    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    // Not before the page is called ready: the capture has not played the typing into the form yet.
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(name).toHaveValue('Kato Amina');

    act(() => {
      document.documentElement.dataset.pageReady = 'true';
      playTyped(name, 'Kato Amina');
    });
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('brian@example.co.ug'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Kato Amina');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Rebrand');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('We open in Kigali.');

    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('button', { name: 'Message Sent' });
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ name: 'Kato Amina', email: 'brian@example.co.ug', subject: 'Rebrand', message: 'We open in Kigali.' });
    expect(sessionStorage.getItem(`agency:draft:${CONTACT_DRAFT}`)).toBeNull();
  });
});
