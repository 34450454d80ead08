import { MemoryRateLimiter, TooManyRequestsException } from './rate-limiter';

describe('MemoryRateLimiter', () => {
  it('allows `limit` hits per window, then 429 with the seconds left, then resets', async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i++) await limiter.hit('k', 3, 1);
    const thrown = await limiter.hit('k', 3, 1).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(TooManyRequestsException);
    expect((thrown as TooManyRequestsException).retryAfterSeconds).toBe(1);
    expect((thrown as TooManyRequestsException).getStatus()).toBe(429);
    await new Promise((r) => setTimeout(r, 1100));
    await expect(limiter.hit('k', 3, 1)).resolves.toBeUndefined();
  });

  it('counts keys apart', async () => {
    const limiter = new MemoryRateLimiter();
    await limiter.hit('a', 1, 60);
    await expect(limiter.hit('b', 1, 60)).resolves.toBeUndefined();
    await expect(limiter.hit('a', 1, 60)).rejects.toThrow(TooManyRequestsException);
  });

  it('says how long is left in the window', async () => {
    const limiter = new MemoryRateLimiter();
    await limiter.hit('w', 1, 60);
    const thrown = (await limiter.hit('w', 1, 60).catch((error: unknown) => error)) as TooManyRequestsException;
    expect(thrown.retryAfterSeconds).toBeGreaterThan(55);
    expect(thrown.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
