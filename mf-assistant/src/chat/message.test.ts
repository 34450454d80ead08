import { formatTime } from './formatTime';
import { canSend, createMessage } from './message';

describe('createMessage', () => {
  it('carries id, text, sender and timestamp', () => {
    const now = new Date(2026, 0, 5, 9, 7);
    const message = createMessage('Hello', 'user', now);
    expect(message).toEqual({ id: expect.any(String), text: 'Hello', sender: 'user', timestamp: now });
  });

  it('gives messages created in the same millisecond different ids', () => {
    const now = new Date();
    const a = createMessage('a', 'user', now);
    const b = createMessage('b', 'bot', now);
    const c = createMessage('c', 'user', now);
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
  });

  it('stamps the current time by default', () => {
    const before = Date.now();
    const message = createMessage('Hi', 'bot');
    expect(message.timestamp.getTime()).toBeGreaterThanOrEqual(before);
    expect(message.timestamp.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('canSend (spec 5.3)', () => {
  it.each(['', ' ', '   ', '\n', '\t \n '])('refuses a blank message %j', (text) => {
    expect(canSend(text)).toBe(false);
  });

  it.each(['a', '  hello  ', '\nhi'])('accepts %j', (text) => {
    expect(canSend(text)).toBe(true);
  });
});

describe('formatTime', () => {
  it('shows hours and minutes with two digits each', () => {
    expect(formatTime(new Date(2026, 0, 5, 9, 7))).toBe('09:07');
    expect(formatTime(new Date(2026, 0, 5, 23, 45))).toBe('23:45');
  });
});
