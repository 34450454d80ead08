import { ApiError } from '@agency/platform';
import { failureMessage, waitInWords } from './contactForm';

describe('the contact form says why a message was not sent', () => {
  it('past the hourly limit: what happened and when to try again (Retry-After), not "check your connection"', () => {
    const limited = new ApiError(429, { message: 'Too many requests' }, 'x', 1500);
    const text = failureMessage(limited, 'hello@nyotacreative.com');
    expect(text).toMatch(/^You have sent several messages from this connection in the last hour, so this one was not sent\./);
    expect(text).toContain('Please try again in about 25 minutes, or e-mail us at hello@nyotacreative.com.');
    expect(text).not.toMatch(/connection and try again/);
  });

  it('without a Retry-After: within the hour', () => {
    expect(failureMessage(new ApiError(429, null, 'x'), 'a@b.c')).toContain('Please try again in an hour');
  });

  it('any other failure: the connection message, with the e-mail address', () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'a@b.c')).toMatch(/check your connection and try again, or e-mail us at a@b\.c/);
    expect(failureMessage(new ApiError(500, null, 'x'), 'a@b.c')).toMatch(/check your connection/);
  });

  it('puts a wait in the words a visitor plans with', () => {
    expect(waitInWords(20)).toBe('about 1 minute');
    expect(waitInWords(59 * 60)).toBe('about 59 minutes');
    expect(waitInWords(3600)).toBe('about 1 hour');
    expect(waitInWords(2.2 * 3600)).toBe('about 2 hours');
  });
});
