const http = require('http');
const { createGateway } = require('../gateway');
const { createPageRenderer } = require('./page-renderer');
const { createContentFeed, CONTENT_CHANNEL } = require('./content-changes');
const { PAGES, cachedOf, contentShell } = require('../test-support/content-shell');

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const portOf = (server) => server.address().port;

let shell;
let shellDist;
let deployDir;
beforeAll(() => {
  shell = contentShell();
  ({ shellDist, deployDir } = shell);
});
afterAll(() => shell.remove());

const renderer = () => createPageRenderer({ shellDist, deployDir, origin: 'http://127.0.0.1:9' });

describe('the page cache and content tags', () => {
  it('drops exactly the pages that read a changed tag; the others stay cached', async () => {
    const pages = renderer();
    for (const url of PAGES) expect((await pages.render(url)).cached).toBe(false);
    expect(await cachedOf(pages)).toEqual(PAGES);
    // An article was edited: its page goes; the list, the home page and the other article stay.
    expect(pages.contentChanged(['article:brand-promise'])).toBe(1);
    expect(await cachedOf(pages)).toEqual(PAGES.filter((p) => p !== '/blog/brand-promise'));
    // Published: the list changed too, and every page that showed it goes.
    expect(pages.contentChanged(['article:brand-promise', 'articles'])).toBe(3);
    // The feed lost track: every page that read content goes, /about (none read) stays.
    await cachedOf(pages);
    expect(pages.contentChanged(null)).toBe(4);
    expect((await pages.render('/about')).cached).toBe(true);
  });

  it('never keeps a page rendered from a last good answer, nor a preview', async () => {
    const pages = renderer();
    await pages.render('/stale');
    expect((await pages.render('/stale')).cached).toBe(false);
    await pages.render('/blog/brand-promise');
    expect((await pages.render('/blog/brand-promise')).cached).toBe(true);
    const preview = await pages.render('/blog/brand-promise?preview=tok');
    expect(preview.cached).toBe(false);
    expect(preview.html).toContain(' draft</p>');
    expect(preview.html).toContain('<meta name="robots" content="noindex">');
    expect((await pages.render('/blog/brand-promise?preview=tok')).cached).toBe(false);
    // The public page is still the public one.
    expect((await pages.render('/blog/brand-promise')).html).not.toContain('draft');
  });
});

describe('the change feed without Redis: the API asked once a second', () => {
  let api;
  let feedAnswer;
  const asked = [];
  beforeAll(async () => {
    api = await listen(
      http.createServer((req, res) => {
        asked.push(req.url);
        const [status, body] = feedAnswer(new URL(req.url ?? '/', 'http://x'));
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      }),
    );
  });
  afterAll(() => new Promise((resolve) => api.close(resolve)));

  it('hands on the changed tags, and null (drop everything) on a gap or an error, once', async () => {
    let latest = 7;
    let changes = [];
    feedAnswer = (url) => {
      if (url.pathname !== '/api/content/changes') return [404, {}];
      const since = Number(url.searchParams.get('since'));
      return [200, { latest, changes: changes.filter((c) => c.n > since) }];
    };
    const seen = [];
    const feed = createContentFeed({ apiUrl: `http://127.0.0.1:${portOf(api)}`, intervalMs: 50 });
    feed.onChange((tags) => seen.push(tags));
    feed.start();
    // Until the feed has handed on `count` changes (the machine may be slow), then a few more polls.
    const settle = async (count) => {
      for (let waited = 0; seen.length < count && waited < 5000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    try {
      await settle(1);
      // The first answer sets where the counter is (pages rendered before it may predate a change).
      expect(seen).toEqual([null]);
      expect(asked[0]).toBe('/api/content/changes?since=0');
      expect(asked.at(-1)).toBe('/api/content/changes?since=7');
      changes = [
        { n: 8, tags: ['article:a'] },
        { n: 9, tags: ['article:a', 'articles'] },
      ];
      latest = 9;
      await settle(2);
      expect(seen.slice(1)).toEqual([['article:a', 'articles']]);
      // A change the list does not hold (8..9 known, 11 arrives, 10 is missing): everything, once.
      changes = [{ n: 11, tags: ['site'] }];
      latest = 11;
      await settle(3);
      expect(seen.slice(2)).toEqual([null]);
      // The API cannot be reached: everything once, however long it lasts.
      feedAnswer = () => [503, {}];
      await settle(4);
      expect(seen.slice(3)).toEqual([null]);
      // Back: it goes on from where it was.
      feedAnswer = (url) => [200, { latest: 12, changes: Number(url.searchParams.get('since')) === 11 ? [{ n: 12, tags: ['case-study:x'] }] : [] }];
      await settle(5);
      expect(seen.slice(4)).toEqual([['case-study:x']]);
    } finally {
      await feed.close();
    }
  });

  it('drops the pages of a changed item in a running gateway, within a second', async () => {
    let latest = 1;
    let changes = [];
    feedAnswer = (url) => (url.pathname === '/api/content/changes' ? [200, { latest, changes: changes.filter((c) => c.n > Number(url.searchParams.get('since'))) }] : [404, {}]);
    const pages = renderer();
    const feed = createContentFeed({ apiUrl: `http://127.0.0.1:${portOf(api)}`, intervalMs: 100 });
    const site = await listen(http.createServer(createGateway({ apiUrl: `http://127.0.0.1:${portOf(api)}`, deployDir, shellDist, pages, contentFeed: feed })));
    const page = async (url) => (await fetch(`http://127.0.0.1:${portOf(site)}${url}`)).headers.get('x-page-cache');
    feed.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const url of PAGES) await page(url);
      expect(await Promise.all(PAGES.map(page))).toEqual(PAGES.map(() => 'hit'));
      changes = [{ n: 2, tags: ['article:other'] }];
      latest = 2;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await Promise.all(PAGES.map(page))).toEqual(PAGES.map((p) => (p === '/blog/other' ? 'miss' : 'hit')));
    } finally {
      await feed.close();
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it('names the API channel the content slice publishes on', () => {
    expect(CONTENT_CHANNEL).toBe('content:changed');
  });
});

describe('content pages through the gateway', () => {
  let site;
  beforeAll(async () => {
    site = await listen(http.createServer(createGateway({ apiUrl: 'http://127.0.0.1:9', deployDir, shellDist, pages: renderer() })));
  });
  afterAll(() => new Promise((resolve) => site.close(resolve)));

  it('answers a preview link privately: never cached, noindex in the page and the header', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`http://127.0.0.1:${portOf(site)}/blog/brand-promise?preview=tok`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-robots-tag')).toMatch(/^noindex/);
      expect(res.headers.get('x-page-cache')).toBe('miss');
      expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    }
    const plain = await fetch(`http://127.0.0.1:${portOf(site)}/blog/brand-promise`);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('x-robots-tag')).toBeNull();
  });

  it('answers a page that moved for good with 301 and its new address', async () => {
    const res = await fetch(`http://127.0.0.1:${portOf(site)}/moved`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/blog/new');
  });
});
