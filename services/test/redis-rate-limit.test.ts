import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { RedisRateLimiter, TooManyRequestsException } from '../src/auth/rate-limiter';
import { limiterRedisClient } from '../src/auth/rate-limiter.provider';
import { describeNeeding } from '@agency/tools/needs';
import { REDIS_MISSING, startRedis } from './support/redis';

describeNeeding(REDIS_MISSING)('RedisRateLimiter', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const clients: Redis[] = [];
  // The API's own client; connected first (until then a limiter counts in memory, by design).
  const client = async () => {
    const c = limiterRedisClient(redis!.url);
    clients.push(c);
    if (c.status !== 'ready') await once(c, 'ready');
    return c;
  };

  beforeAll(async () => {
    redis = await startRedis();
  });

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    redis?.stop();
  });

  it('shares counts between replicas and answers 429 with the seconds left', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const replicaA = new RedisRateLimiter(await client(), prefix);
    const replicaB = new RedisRateLimiter(await client(), prefix);
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
    const limiter = new RedisRateLimiter(await client(), `test:${randomBytes(4).toString('hex')}:`);
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
