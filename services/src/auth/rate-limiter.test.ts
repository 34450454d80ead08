import { MemoryRateLimiter, TooManyRequestsException } from './rate-limiter';

describe('MemoryRateLimiter', () => {
  it('allows `limit` hits per window, then 429 with the seconds left, then resets', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) await limiter.hit('k', 3, 60);
    now += 15_000;
    const thrown = await limiter.hit('k', 3, 60).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(TooManyRequestsException);
    expect((thrown as TooManyRequestsException).retryAfterSeconds).toBe(45);
    expect((thrown as TooManyRequestsException).getStatus()).toBe(429);
    now += 45_000;
    await expect(limiter.hit('k', 3, 60)).resolves.toBeUndefined();
  });

  it('counts keys apart', async () => {
    const limiter = new MemoryRateLimiter(() => 0);
    await limiter.hit('a', 1, 60);
    await expect(limiter.hit('b', 1, 60)).resolves.toBeUndefined();
    await expect(limiter.hit('a', 1, 60)).rejects.toThrow(TooManyRequestsException);
  });
});
