const fs = require('fs');
const os = require('os');
const path = require('path');
const { DEV_PAGE_TOKEN_SECRET, VISIT_COOKIE, readVisitToken, signToken } = require('@agency/server-kit');
const { createGateway } = require('../gateway');

const SECRET = DEV_PAGE_TOKEN_SECRET;
const STABLE = '20261122T001500Z-1a2b3c4d';
const PREVIEW = '20261122T003000Z-5e6f7a8b';

function listen(app) {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** The Set-Cookie lines of an answer, by cookie name. */
function cookiesOf(res) {
  return Object.fromEntries(res.headers.getSetCookie().map((line) => [line.split('=')[0], line]));
}
/** A token that must read: its visit, or the test fails here. @param {string} token */
const visitOf = (token) => {
  const visit = readVisitToken(SECRET, token);
  if (!visit) throw new Error('the visit token does not read');
  return visit;
};
const tokenOf = (line) => /** @type {RegExpExecArray} */ (/^[^=]+=([^;]+)/.exec(line))[1];

describe('the visit token of every page answer, and private previews', () => {
  let work;
  let deployDir;
  let shellDist;
  let site;
  /** The options of each render the gateway asked for. */
  const renders = [];

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'visit-preview-'));
    deployDir = path.join(work, 'deploy');
    shellDist = path.join(work, 'shell');
    fs.mkdirSync(deployDir);
    fs.mkdirSync(shellDist);
    fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    fs.writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ blog: `/remotes/blog/${STABLE}/mf-manifest.json` }));
    const pages = {
      render: async (url, options) => {
        renders.push({ url, ...options });
        // A kept page: the same bytes for every visitor (the token is not in them).
        return { html: `<!doctype html><html><head></head><body>${JSON.stringify(options.remotes)}</body></html>`, status: 200, etag: '"same"', cached: options.keep !== false };
      },
    };
    site = await listen(createGateway({ apiUrl: 'http://127.0.0.1:9', deployDir, shellDist, pages, tokenSecret: SECRET }));
  });
  afterAll(() => {
    site.close();
    fs.rmSync(work, { recursive: true, force: true });
  });
  beforeEach(() => {
    renders.length = 0;
    fs.writeFileSync(path.join(deployDir, 'previews.json'), JSON.stringify([{ remote: 'blog', version: PREVIEW, url: `/remotes/blog/${PREVIEW}/mf-manifest.json`, createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString() }]));
  });

  const get = (urlPath, headers = {}) => fetch(`http://127.0.0.1:${site.address().port}${urlPath}`, { headers });
  const previewLink = (o = {}) => `nyota_preview=${signToken(o.secret ?? SECRET, 'preview', { r: 'blog', v: o.version ?? PREVIEW }, { ttlMs: o.ttlMs ?? 3600_000, now: o.now })}`;

  test('each page answer, a kept one too, carries a fresh signed token of the versions it served, for /api/rum only', async () => {
    const answers = [await get('/blog'), await get('/blog')];
    const lines = answers.map((res) => cookiesOf(res)[VISIT_COOKIE]);
    for (const line of lines) expect(line).toMatch(/^nyota_visit=[\w-]+\.[\w-]+; Path=\/api\/rum; Max-Age=1800; SameSite=Strict; HttpOnly$/);
    const visits = lines.map((line) => visitOf(tokenOf(line)));
    expect(visits[0]).toMatchObject({ versions: { blog: STABLE, marketing: 'base' }, previews: [] });
    expect(visits[0].visit).not.toBe(visits[1].visit);
    // The page itself is the same kept bytes for both.
    expect(await answers[0].text()).toBe(await answers[1].text());
    expect(answers[0].headers.get('x-page-cache')).toBe('hit');
    expect(readVisitToken('another-secret-of-at-least-32-characters', tokenOf(lines[0]))).toBeNull();
  });

  test('the holder of a preview link gets the preview, rendered for them alone, noindex, and keeps it by cookie', async () => {
    const res = await get(`/blog?${previewLink()}`);
    expect(await res.text()).toContain(`/remotes/blog/${PREVIEW}/mf-manifest.json`);
    expect(renders.at(-1)).toMatchObject({ keep: false, noindex: true });
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const cookies = cookiesOf(res);
    expect(cookies.nyota_preview).toMatch(/^nyota_preview=[\w-]+\.[\w-]+; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
    // Its visit token names the previewed remote apart: never counted as a live or canary version.
    expect(readVisitToken(SECRET, tokenOf(cookies[VISIT_COOKIE]))).toMatchObject({ versions: { marketing: 'base' }, previews: ['blog'] });
    expect(visitOf(tokenOf(cookies[VISIT_COOKIE])).versions.blog).toBeUndefined();

    // The cookie alone, on the next page and for /remotes.json.
    const cookie = `nyota_preview=${tokenOf(cookies.nyota_preview)}`;
    expect(await (await get('/about', { Cookie: cookie })).text()).toContain(PREVIEW);
    const map = await get('/remotes.json', { Cookie: cookie });
    expect((/** @type {Record<string, string>} */ (await map.json())).blog).toBe(`/remotes/blog/${PREVIEW}/mf-manifest.json`);
    expect(map.headers.get('cache-control')).toBe('private, no-store');
  });

  test('without a valid link the live site: none, forged, expired, another version, or a preview removed', async () => {
    const live = async (urlPath, headers) => {
      renders.length = 0;
      const res = await get(urlPath, headers);
      const html = await res.text();
      expect([urlPath, html.includes(PREVIEW), res.headers.get('x-robots-tag'), renders[0].keep]).toEqual([urlPath, false, null, undefined]);
      expect(html).toContain(STABLE);
    };
    await live('/blog');
    await live(`/blog?${previewLink({ secret: 'an-attacker-guessed-secret-of-32-characters!' })}`);
    await live(`/blog?${previewLink({ now: Date.now() - 2 * 3600_000 })}`);
    await live(`/blog?${previewLink({ version: '20261122T004500Z-0badf00d' })}`);
    await live(`/blog?nyota_preview=${previewLink().split('=')[1].replace(/^./, 'A')}`);
    const link = previewLink();
    fs.writeFileSync(path.join(deployDir, 'previews.json'), '[]');
    await live(`/blog?${link}`);
    await live('/blog', { Cookie: link });
  });
});
