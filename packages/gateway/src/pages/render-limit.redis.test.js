const { spawnSync } = require('child_process');
const { randomBytes } = require('crypto');
const { describeNeeding } = require('@agency/tools/needs');
const { createRenderLimit } = require('./render-limit');
const { createRedisClient } = require('./redis-client');

// This machine's Redis (CI has one too), on a database index of its own.
const REDIS_URL = process.env.GATEWAY_TEST_REDIS_URL || 'redis://127.0.0.1:6379/10';
const redisUp = spawnSync('redis-cli', ['-u', REDIS_URL, 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
const describeWithRedis = describeNeeding(redisUp ? [] : [`Redis at ${REDIS_URL} (checked with redis-cli; GATEWAY_TEST_REDIS_URL overrides)`]);

/** A client address of this run alone, so a rerun inside the window starts with a whole budget. */
const visitor = () => `203.0.113.${1 + (randomBytes(1)[0] % 250)}-${randomBytes(4).toString('hex')}`;

describeWithRedis('the render budget in Redis: the replicas count one budget per address', () => {
  const clients = [];
  // Connected, as a replica is once it has started (before that it counts in memory).
  const replica = async (options = {}) => {
    const redis = createRedisClient(REDIS_URL);
    clients.push(redis);
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    return createRenderLimit({ perIp: 3, windowSeconds: 60, redis, ...options });
  };
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
  });

  it('renders taken on one replica count on the other', async () => {
    const limited = [];
    const down = [];
    const a = await replica({ onLimited: (ip) => limited.push(['a', ip]), onStoreDown: () => down.push('a') });
    const b = await replica({ onLimited: (ip) => limited.push(['b', ip]), onStoreDown: () => down.push('b') });
    const ip = visitor();
    // In memory, each replica would allow three: six in all.
    expect([await a.allow(ip), await b.allow(ip), await a.allow(ip)]).toEqual([true, true, true]);
    expect(await b.allow(ip)).toBe(false);
    expect(await a.allow(ip)).toBe(false);
    // Said once, by the replica that saw the budget run out.
    expect(limited).toEqual([['b', ip]]);
    // Another address has its own budget on both.
    const other = visitor();
    expect([await b.allow(other), await a.allow(other)]).toEqual([true, true]);
    // Every answer came from Redis, none from the in-memory insurance.
    expect(down).toEqual([]);
  });
});

describe('the render budget when Redis does not answer', () => {
  it('counts in memory and says so once', async () => {
    // Nothing listens on port 1: every command fails and the insurance limiter answers.
    const redis = createRedisClient('redis://127.0.0.1:1');
    const down = [];
    const limit = createRenderLimit({ perIp: 2, windowSeconds: 60, redis, onStoreDown: () => down.push(Date.now()) });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await limit.allow('198.51.100.9'));
      expect(answers).toEqual([true, true, false]);
      expect(down).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });
});
