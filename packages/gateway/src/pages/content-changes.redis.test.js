const { spawnSync } = require('child_process');
const { randomBytes } = require('crypto');
const { describeNeeding } = require('@agency/tools/needs');
const { createContentFeed } = require('./content-changes');
const { createRedisClient } = require('./redis-client');
const { createPageRenderer } = require('./page-renderer');
const { PAGES, cachedOf, contentShell } = require('../test-support/content-shell');

// This machine's Redis (CI has one too). A channel is seen by every database index: the test
// publishes on one of its own, so another run's changes cannot reach it.
const REDIS_URL = process.env.GATEWAY_TEST_REDIS_URL || 'redis://127.0.0.1:6379/10';
const redisUp = spawnSync('redis-cli', ['-u', REDIS_URL, 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
const describeWithRedis = describeNeeding(redisUp ? [] : [`Redis at ${REDIS_URL} (checked with redis-cli; GATEWAY_TEST_REDIS_URL overrides)`]);

const until = async (check) => {
  for (let waited = 0; !check() && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
};

describeWithRedis('content changes through Redis: every replica hears each change', () => {
  it('hands each published change to both replicas, and null once for a skipped number or a bad message', async () => {
    const channel = `content:changed:test-${randomBytes(4).toString('hex')}`;
    const publisher = createRedisClient(REDIS_URL);
    const seen = { a: [], b: [] };
    // Replica a keeps rendered pages, as a gateway does.
    const shell = contentShell();
    const pages = createPageRenderer({ shellDist: shell.shellDist, deployDir: shell.deployDir, origin: 'http://127.0.0.1:9' });
    const replicas = ['a', 'b'].map((name) => {
      const feed = createContentFeed({ apiUrl: 'http://127.0.0.1:9', redisUrl: REDIS_URL, channel });
      feed.onChange((tags) => seen[name].push(tags));
      if (name === 'a') feed.onChange((tags) => pages.contentChanged(tags));
      return feed.start();
    });
    try {
      if (publisher.status !== 'ready') await new Promise((resolve) => publisher.once('ready', resolve));
      // Each replica drops everything once it is subscribed (what was published before it is unknown).
      await until(() => seen.a.length && seen.b.length);
      expect(seen).toEqual({ a: [null], b: [null] });
      // Both subscribed (Redis counts them), then the API's messages.
      for (let waited = 0; waited < 5000; waited += 20) {
        const [, count] = await publisher.pubsub('NUMSUB', channel);
        if (Number(count) === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const before = { a: seen.a.length, b: seen.b.length };
      // The change to one article drops its page only.
      await cachedOf(pages);
      expect(await cachedOf(pages)).toEqual(PAGES);
      await publisher.publish(channel, JSON.stringify({ n: 40, tags: ['article:other'] }));
      await until(() => seen.a.length > before.a);
      expect(await cachedOf(pages)).toEqual(PAGES.filter((p) => p !== '/blog/other'));
      before.a += 1;
      await until(() => seen.b.length > before.b);
      before.b += 1;
      await publisher.publish(channel, JSON.stringify({ n: 41, tags: ['article:a'] }));
      await publisher.publish(channel, JSON.stringify({ n: 42, tags: ['article:a', 'articles'] }));
      await publisher.publish(channel, JSON.stringify({ n: 44, tags: ['site'] }));
      await publisher.publish(channel, 'not json');
      await until(() => seen.a.length >= before.a + 4 && seen.b.length >= before.b + 4);
      // 43 never came: everything once; a message that is not a change: everything once.
      for (const name of ['a', 'b']) expect(seen[name].slice(before[name])).toEqual([['article:a'], ['article:a', 'articles'], null, null]);
    } finally {
      await Promise.all(replicas.map((feed) => feed.close()));
      shell.remove();
      await publisher.quit().catch(() => publisher.disconnect());
    }
  });
});
