import { api } from '@agency/platform';
import { DesignSystemProvider } from '@agency/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChatWidget from './ChatWidget';
import { REPLY_DELAY_MS } from './chat/constants';

/** The widget with the site assistant's API (issue 62): links, prices, the lead, per-tab memory. */

type Post = typeof api.POST;
const answered = (data: unknown) => Promise.resolve({ data, response: {} }) as unknown as ReturnType<Post>;

function renderWidget() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(
    <DesignSystemProvider>
      <ChatWidget />
    </DesignSystemProvider>,
  );
  return { user, view };
}

const messages = () => screen.queryAllByTestId('chat-message');

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/pricing?currency=RWF');
});
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

it('asks the API with the site’s currency and the history, and shows the reply’s links and prices after the delay', async () => {
  const post = jest.spyOn(api, 'POST').mockImplementation(() =>
    answered({
      text: 'Our catalog prices in RWF:',
      links: [{ label: 'Tool kits (Data-driven Branding)', href: '/data-driven-branding' }],
      prices: [{ key: 'kit-essential', name: 'Essential Kit', currency: 'RWF', amount: 180000, href: '/data-driven-branding' }],
    }),
  );
  const { user } = renderWidget();
  await user.click(screen.getByRole('button', { name: 'Chat with Nyota AI Assistant' }));
  await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'How much is a tool kit?{Enter}');
  expect(post).toHaveBeenCalledTimes(1);
  const [path, options] = post.mock.calls[0] as unknown as [string, { body: Record<string, unknown>; headers: Record<string, string> }];
  expect(path).toBe('/api/assistant/messages');
  expect(options.body).toMatchObject({ message: 'How much is a tool kit?', currency: 'RWF', history: [] });
  expect(options.headers['Idempotency-Key']).toMatch(/.{8,}/);
  act(() => jest.advanceTimersByTime(REPLY_DELAY_MS - 1));
  expect(messages()).toHaveLength(2);
  await act(async () => jest.advanceTimersByTime(1));
  expect(messages()).toHaveLength(3);
  const reply = messages()[2];
  expect(within(reply).getByRole('link', { name: 'Tool kits (Data-driven Branding)' })).toHaveAttribute('href', '/data-driven-branding');
  expect(within(reply).getByRole('list', { name: 'Prices' })).toHaveTextContent('Essential Kit: RWF 180,000');
});

it('sends the conversation so far, with the lead it confirmed, and keeps the conversation for the tab', async () => {
  const lead = { name: 'Jane', phone: '+256772123456', email: null, status: 'confirm' as const };
  const post = jest
    .spyOn(api, 'POST')
    .mockImplementationOnce(() => answered({ text: 'Let me check I have this right: your name is Jane.', links: [], lead }))
    .mockImplementationOnce(() => answered({ text: 'Thank you, Jane!', links: [], lead: { ...lead, status: 'sent', inquiryId: 'i-1' } }));
  const { user, view } = renderWidget();
  await user.click(screen.getByRole('button', { name: 'Chat with Nyota AI Assistant' }));
  const box = screen.getByRole('textbox', { name: 'Your message' });
  await user.type(box, 'I am Jane, 0772 123 456{Enter}');
  await act(async () => jest.advanceTimersByTime(REPLY_DELAY_MS));
  await user.type(box, 'Yes{Enter}');
  await act(async () => jest.advanceTimersByTime(REPLY_DELAY_MS));
  const second = post.mock.calls[1] as unknown as [string, { body: { conversationId: string; history: unknown[] } }];
  const first = post.mock.calls[0] as unknown as [string, { body: { conversationId: string } }];
  expect(second[1].body.conversationId).toBe(first[1].body.conversationId);
  expect(second[1].body.history).toEqual([
    { sender: 'visitor', text: 'I am Jane, 0772 123 456' },
    { sender: 'assistant', text: 'Let me check I have this right: your name is Jane.', lead },
  ]);
  expect(messages()).toHaveLength(5);
  // A reload of the tab keeps it.
  view.unmount();
  renderWidget();
  await act(async () => undefined);
  screen.getByRole('button', { name: 'Chat with Nyota AI Assistant' }).click();
  await act(async () => undefined);
  expect(messages().map((m) => within(m).getByRole('paragraph').textContent)).toContain('Nyota AI Assistant: Thank you, Jane!');
});

it('gives the spec’s canned reply when the API cannot answer', async () => {
  jest.spyOn(api, 'POST').mockImplementation(() => Promise.reject(new TypeError('offline')) as unknown as ReturnType<Post>);
  const { user } = renderWidget();
  await user.click(screen.getByRole('button', { name: 'Chat with Nyota AI Assistant' }));
  await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'What services do you offer?{Enter}');
  await act(async () => jest.advanceTimersByTime(REPLY_DELAY_MS));
  expect(messages()[2]).toHaveTextContent('Great question!');
});
