import { RateLimiter, TooManyRequestsException } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows `limit` hits per window, then 429 with the seconds left, then resets', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 3; i++) limiter.hit('k', 3, 60);
    now += 15_000;
    let thrown: unknown;
    try {
      limiter.hit('k', 3, 60);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TooManyRequestsException);
    expect((thrown as TooManyRequestsException).retryAfterSeconds).toBe(45);
    expect((thrown as TooManyRequestsException).getStatus()).toBe(429);
    now += 45_000;
    expect(() => limiter.hit('k', 3, 60)).not.toThrow();
  });

  it('counts keys apart', () => {
    const limiter = new RateLimiter(() => 0);
    limiter.hit('a', 1, 60);
    expect(() => limiter.hit('b', 1, 60)).not.toThrow();
    expect(() => limiter.hit('a', 1, 60)).toThrow(TooManyRequestsException);
  });
});
