import { DesignSystemProvider } from '@agency/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from '@agency/routing';
import ChatWidget from './ChatWidget';
import { REPLY_DELAY_MS } from './chat/constants';
import { GREETING, REPLIES } from './chat/replies';

function renderWidget() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <DesignSystemProvider>
      <ChatWidget />
    </DesignSystemProvider>,
  );
  return user;
}

const launcher = () => screen.getByRole('button', { name: 'Chat with Nyota AI Assistant' });
const dialog = () => screen.getByRole('dialog', { name: 'Nyota AI Assistant' });
const input = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const messages = () => screen.queryAllByTestId('chat-message');
const bubbleTexts = () => messages().map((m) => within(m).getByRole('paragraph').textContent);

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  return dialog();
}

beforeEach(() => {
  jest.useFakeTimers();
  // The conversation is kept per tab: each test starts a new one.
  sessionStorage.clear();
});
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('ChatWidget: opening and closing (spec 2.10, 4)', () => {
  it('starts closed, with a named launcher', () => {
    renderWidget();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a dialog titled with the assistant name and its status, with focus in the input', async () => {
    const user = renderWidget();
    const panel = await openChat(user);
    expect(within(panel).getByRole('heading', { name: 'Nyota AI Assistant' })).toBeInTheDocument();
    expect(within(panel).getByText('Online • Ready to help')).toBeInTheDocument();
    expect(panel).toHaveAccessibleDescription('Online • Ready to help');
    expect(within(panel).getByRole('button', { name: 'Close chat' })).toBeInTheDocument();
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveFocus();
  });

  it('starts the conversation with one bot greeting', async () => {
    const user = renderWidget();
    await openChat(user);
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toHaveAttribute('data-sender', 'bot');
    expect(messages()[0]).toHaveTextContent(GREETING);
  });

  it('closes with the header close button and gives focus back to the launcher', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and gives focus back to the launcher', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('is toggled closed by the launcher too', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.click(launcher());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the conversation and the unsent draft when closed and opened again', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Hello{Enter}');
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    await user.type(input(), 'half-written');
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await openChat(user);
    expect(bubbleTexts()).toEqual([
      expect.stringContaining(GREETING),
      expect.stringContaining('Hello'),
      expect.stringContaining(REPLIES.default),
    ]);
    expect(input()).toHaveValue('half-written');
  });
});

describe('ChatWidget: sending (spec 4, 5.3, 9)', () => {
  it('appends the message, shows the typing indicator, and replies after exactly 1000 ms', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'What services do you offer?{Enter}');

    expect(messages()).toHaveLength(2);
    expect(messages()[1]).toHaveAttribute('data-sender', 'user');
    expect(messages()[1]).toHaveTextContent('What services do you offer?');
    expect(input()).toHaveValue('');
    expect(screen.getByTestId('typing-indicator')).toHaveTextContent('Nyota AI Assistant is typing');

    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS - 1));
    expect(messages()).toHaveLength(2);
    expect(screen.getByTestId('typing-indicator')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(messages()).toHaveLength(3);
    expect(messages()[2]).toHaveAttribute('data-sender', 'bot');
    expect(within(messages()[2]).getByRole('paragraph')).toHaveTextContent('Brand Strategy & Insights');
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
  });

  it('announces the new reply in a polite live region', async () => {
    const user = renderWidget();
    await openChat(user);
    const announcer = screen.getByTestId('chat-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toBeEmptyDOMElement();
    await user.type(input(), 'Can I speak to someone?{Enter}');
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    expect(announcer).toHaveTextContent(`Nyota AI Assistant: ${REPLIES.contact}`);
  });

  it.each([
    ['What do you offer?', REPLIES.services],
    ['What is your price for a logo?', REPLIES.pricing],
    ['I want to talk to your team', REPLIES.contact],
    ['Hi, I run a coffee brand', REPLIES.default],
    ['what do you charge for services', REPLIES.services],
    ['how much does it cost to talk', REPLIES.pricing],
  ])('answers "%s" with the reply of the first matching rule', async (text, reply) => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), `${text}{Enter}`);
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    expect(bubbleTexts().at(-1)).toBe(`Nyota AI Assistant: ${reply}`);
  });

  it('shows the time of each message', async () => {
    jest.setSystemTime(new Date(2026, 10, 22, 14, 5));
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Hello{Enter}');
    const time = within(messages()[1]).getByText('14:05');
    expect(time.tagName).toBe('TIME');
  });

  it('sends with the send button', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Budget question');
    await user.click(sendButton());
    expect(messages()[1]).toHaveTextContent('Budget question');
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    expect(bubbleTexts().at(-1)).toContain(REPLIES.pricing);
  });

  it('does not send on Shift+Enter, which starts a new line instead', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(messages()).toHaveLength(1);
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
    expect(input()).toHaveValue('Line one\nLine two');
    await user.keyboard('{Enter}');
    expect(messages()).toHaveLength(2);
    expect(within(messages()[1]).getByRole('paragraph')).toHaveTextContent('Line one Line two');
  });

  it('disables send for an empty or whitespace-only message, and Enter sends nothing', async () => {
    const user = renderWidget();
    await openChat(user);
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(messages()).toHaveLength(1);
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
    await user.type(input(), 'x');
    expect(sendButton()).toBeEnabled();
  });

  it('sends the trimmed text', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), '   hello there   {Enter}');
    expect(within(messages()[1]).getByRole('paragraph').textContent).toBe('You: hello there');
  });
});

describe('ChatWidget: quick replies (spec 2.10)', () => {
  it.each([
    ['Services', REPLIES.services],
    ['Pricing', REPLIES.pricing],
    ['Contact', REPLIES.contact],
  ])('the %s chip fills the input without sending; sending it gets its reply', async (chip, reply) => {
    const user = renderWidget();
    await openChat(user);
    await user.click(within(screen.getByRole('group', { name: 'Quick replies' })).getByRole('button', { name: chip }));
    expect(input()).toHaveValue(chip);
    expect(input()).toHaveFocus();
    expect(messages()).toHaveLength(1);
    await user.keyboard('{Enter}');
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    expect(bubbleTexts().at(-1)).toBe(`Nyota AI Assistant: ${reply}`);
  });
});

describe('ChatWidget: across pages', () => {
  it('keeps the conversation when the route changes, as the shell mounts it once beside the pages', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(
      <DesignSystemProvider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<Link to="/blog">Blog</Link>} />
            <Route path="/blog" element={<h1>Blog page</h1>} />
          </Routes>
          <ChatWidget />
        </MemoryRouter>
      </DesignSystemProvider>,
    );
    await openChat(user);
    await user.type(input(), 'Hello{Enter}');
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByRole('heading', { name: 'Blog page' })).toBeInTheDocument();
    expect(messages()).toHaveLength(3);
    expect(messages()[1]).toHaveTextContent('Hello');
  });
});
