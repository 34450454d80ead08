import { configureRemoteLoader } from '@agency/platform';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEEDED_CONTACT } from '@agency/platform/testing/agency-contact';
import { mockFetch, renderWithProviders } from '../../test/render';
import ContactPage, { FORM_SECTION_ID } from './ContactPage';
import { SENT_NOTE } from './ContactForm';

// Typing whole forms with user-event takes a few seconds on a busy machine.
jest.setTimeout(20_000);

// Each test starts without a draft of the tab before (sessionStorage lives as long as the test file).
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  configureRemoteLoader(null);
  jest.restoreAllMocks();
});

/** Types the four fields as a visitor would, then presses Send Message. */
async function fillAndSend(user: ReturnType<typeof userEvent.setup>, values: { name: string; email: string; subject: string; message: string }) {
  await user.type(screen.getByLabelText(/^Name/), values.name);
  await user.type(screen.getByLabelText(/^Email/), values.email);
  await user.type(screen.getByLabelText(/^Subject/), values.subject);
  await user.type(screen.getByLabelText(/^Message/), values.message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('contact page modes', () => {
  it('?plan= shows "Complete Your Subscription" and mounts the commerce subscription form with the plan key', async () => {
    const load = jest.fn(async () => ({ default: ({ planKey }: { planKey: string | null }) => <p>subscription form for {planKey}</p> }));
    configureRemoteLoader({ load });
    renderWithProviders(<ContactPage />, { route: '/contact?plan=brand-training-pro' });
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Subscription' })).toBeInTheDocument();
    expect(screen.getByText(/a few steps away from accessing our brand strategy tools/)).toBeInTheDocument();
    expect(await screen.findByText('subscription form for brand-training-pro')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('commerce/SubscriptionForm');
    expect(screen.queryByRole('form', { name: 'Strategic Consultation Inquiry' })).toBeNull();
  });

  it('?type=consultation describes the free 15-minute consultation, asks for an e-mail, and has no form', () => {
    renderWithProviders(<ContactPage />, { route: '/contact?type=consultation' });
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Free Consultation' })).toBeInTheDocument();
    expect(screen.getAllByText(/15-minute/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Online scheduling is coming soon/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('by default: "Let\'s Connect", four contact cards, WhatsApp in a new tab, the journey choice and the form', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: "Let's Connect" })).toBeInTheDocument();
    for (const name of ['Phone', 'Email', 'Location', 'WhatsApp']) expect(screen.getByRole('heading', { name, level: 3 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /\+250/ })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: /\+256/ }).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Kampala, Uganda')).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: /Chat on WhatsApp/ });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('heading', { name: 'Strategic Journey Inquiry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Subscription Options' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('form', { name: 'Strategic Consultation Inquiry' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '6');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('shows the contact details staff published, and the form without them while they are unknown', () => {
    const published = {
      ...SEEDED_CONTACT,
      email: 'studio@example.com',
      location: 'Kigali, Rwanda',
      phones: [{ country: 'Rwanda', countryCode: 'RW', display: '+250 700 000 001', href: 'tel:+250700000001' }],
      whatsapp: { display: '+250 700 000 001', href: 'https://wa.me/250700000001' },
    };
    const { unmount } = renderWithProviders(<ContactPage />, { route: '/contact', contact: published });
    expect(screen.getByRole('link', { name: '+250 700 000 001 (Rwanda)' })).toHaveAttribute('href', 'tel:+250700000001');
    expect(screen.getByRole('link', { name: 'studio@example.com' })).toHaveAttribute('href', 'mailto:studio@example.com');
    expect(screen.getByText('Kigali, Rwanda')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/250700000001');
    unmount();
    renderWithProviders(<ContactPage />, { route: '/contact', contact: null });
    expect(screen.queryByRole('heading', { name: 'Phone', level: 3 })).toBeNull();
    expect(screen.queryByRole('link', { name: /^tel:|\+25/ })).toBeNull();
    expect(screen.getByRole('form', { name: 'Strategic Consultation Inquiry' })).toBeInTheDocument();
  });

  it('the Strategic Consultation button scrolls to the form, and /contact#strategy-inquiry lands on it', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    renderWithProviders(<ContactPage />, { route: '/contact#strategy-inquiry' });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(document.getElementById(FORM_SECTION_ID));
    scroll.mockClear();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Start a Consultation' }));
    expect(scroll.mock.contexts[0]).toBe(document.getElementById(FORM_SECTION_ID));
  });
});

describe('Strategic Consultation Inquiry form', () => {
  it('checks the trimmed values on submit with the spec 5.2 messages, and clears an error on edit', async () => {
    const { calls } = mockFetch(() => [201, { id: 'c1' }]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.type(screen.getByLabelText(/^Name/), '   ');
    await user.type(screen.getByLabelText(/^Email/), 'someone@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Email/));
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Subject/), 'x');
    expect(screen.queryByText('Subject is required')).toBeNull();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('sends POST /api/contact, shows "Sending..." with a spinner on a disabled button, then "Message Sent" and the green note', async () => {
    let release!: () => void;
    const { calls } = mockFetch(() => new Promise((resolve) => (release = () => resolve([201, { id: 'c1' }]))));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillAndSend(user, { name: '  Brian Ouma ', email: 'brian@example.co.ug ', subject: 'Rebrand', message: 'We are opening in Kigali.' });
    const busy = screen.getByRole('button', { name: /Sending\.\.\./ });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(calls[0]!.url).toBe('/api/contact');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ name: 'Brian Ouma', email: 'brian@example.co.ug', subject: 'Rebrand', message: 'We are opening in Kigali.' });
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'Message Sent' })).toBeEnabled();
    expect(screen.getByText(SENT_NOTE)).toBeInTheDocument();
    expect(SENT_NOTE).toBe("Thank you! We'll get back to you shortly.");
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    // The sent state stays.
    await user.type(screen.getByLabelText(/^Name/), 'x');
    expect(screen.getByRole('button', { name: 'Message Sent' })).toBeInTheDocument();
  });

  it('on failure shows a clear error and keeps what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => [503, { statusCode: 503, error: 'Service Unavailable', message: 'Try later' }]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillAndSend(user, { name: 'Brian', email: 'brian@example.com', subject: 'Hello', message: 'Keep me' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't send your message/);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Brian');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Keep me');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByText(SENT_NOTE)).toBeNull();
  });

  it('on a submit with empty fields moves focus to the first field to fix, Name', async () => {
    mockFetch(() => [201, { id: 'c1' }]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    // With the name given, the next attempt lands on the first field still to fix.
    await user.type(screen.getByLabelText(/^Name/), 'Brian');
    await user.type(screen.getByLabelText(/^Email/), 'brian@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText(/^Subject/)).toHaveFocus();
  });

  it('moves focus to the field the server refused (a 400 with field errors): Email', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => [400, { statusCode: 400, error: 'Bad Request', message: 'Validation failed', errors: { email: ['Email must be a valid address'] } }]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillAndSend(user, { name: 'Brian', email: 'brian@example.com', subject: 'Hello', message: 'Keep me' });
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email must be a valid address');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Keep me');
  });

  it('gives back what was typed after the tab is reloaded, until it is sent; then the draft is gone', async () => {
    const { calls } = mockFetch(() => [201, { id: 'c1' }]);
    const user = userEvent.setup({ delay: null });
    const first = renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.type(screen.getByLabelText(/^Name/), 'Brian Ouma');
    await user.type(screen.getByLabelText(/^Message/), 'We open in Kigali.');
    first.unmount(); // the tab is reloaded (or discarded and opened again)

    const second = renderWithProviders(<ContactPage />, { route: '/contact' });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Brian Ouma'));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('We open in Kigali.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Email/), 'brian@example.co.ug');
    await user.type(screen.getByLabelText(/^Subject/), 'Rebrand');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Message Sent' })).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ name: 'Brian Ouma', email: 'brian@example.co.ug', subject: 'Rebrand', message: 'We open in Kigali.' });
    second.unmount();

    renderWithProviders(<ContactPage />, { route: '/contact' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('keeps the draft when the send fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => [503, { statusCode: 503, error: 'Service Unavailable', message: 'Try later' }]);
    const user = userEvent.setup({ delay: null });
    const first = renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillAndSend(user, { name: 'Brian', email: 'brian@example.com', subject: 'Hello', message: 'Keep me' });
    await screen.findByRole('alert');
    first.unmount();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue('Keep me'));
  });
});
