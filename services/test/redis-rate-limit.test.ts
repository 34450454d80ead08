import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { RedisRateLimiter, TooManyRequestsException } from '../src/auth/rate-limiter';
import { startRedis } from './support/redis';

describe('RedisRateLimiter', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const clients: Redis[] = [];
  const client = () => {
    const c = new Redis(redis!.url, { maxRetriesPerRequest: 1 });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    redis = await startRedis();
    if (!redis) console.log('[services] no REDIS_URL and no redis-server: the Redis rate-limit tests are SKIPPED.');
  });

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    redis?.stop();
  });

  it('shares counts between replicas and answers 429 with the seconds left', async () => {
    if (!redis) return;
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const replicaA = new RedisRateLimiter(client(), prefix);
    const replicaB = new RedisRateLimiter(client(), prefix);
    await replicaA.hit('email:a@b.co', 3, 60);
    await replicaB.hit('email:a@b.co', 3, 60);
    await replicaA.hit('email:a@b.co', 3, 60);
    const thrown = await replicaB.hit('email:a@b.co', 3, 60).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(TooManyRequestsException);
    expect((thrown as TooManyRequestsException).retryAfterSeconds).toBeGreaterThan(55);
    expect((thrown as TooManyRequestsException).retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(replicaA.hit('email:other@b.co', 3, 60)).resolves.toBeUndefined();
  });

  it('starts a new window when the old one expires', async () => {
    if (!redis) return;
    const limiter = new RedisRateLimiter(client(), `test:${randomBytes(4).toString('hex')}:`);
    await limiter.hit('k', 1, 1);
    await expect(limiter.hit('k', 1, 1)).rejects.toThrow(TooManyRequestsException);
    await new Promise((r) => setTimeout(r, 1100));
    await expect(limiter.hit('k', 1, 1)).resolves.toBeUndefined();
  });

  it('lets requests through when Redis is unreachable', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    clients.push(down);
    await expect(new RedisRateLimiter(down).hit('k', 1, 60)).resolves.toBeUndefined();
  });
});
