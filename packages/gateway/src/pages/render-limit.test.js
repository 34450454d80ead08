const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { createGateway } = require('../gateway');
const { createPageRenderer } = require('./page-renderer');
const { createRenderLimit, renderLimitSettings } = require('./render-limit');

const TEMPLATE = '<!doctype html><html><head><title>Default</title></head><body><div id="root"><div class="boot"></div></div></body></html>';
/** A stand-in for the shell's server bundle that counts its renders. */
const FAKE_SERVER = `
let renders = 0;
exports.renders = () => renders;
exports.render = async (request) => {
  renders += 1;
  const missing = request.url.startsWith('/portfolio/');
  return {
    meta: missing ? { title: 'Not found', description: '', status: 404 } : { title: 'Page', description: 'Page' },
    errors: [],
    pipe(out) { out.end('<main>rendered ' + request.url + '</main>'); },
    queryReads: () => ({ names: [], whole: false }),
  };
};`;

function listen(app) {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** GET through the gateway, as the client nginx names in X-Forwarded-For (when given). */
async function get(server, urlPath, forwardedFor) {
  const res = await fetch(`http://127.0.0.1:${/** @type {import('net').AddressInfo} */ (server.address()).port}${urlPath}`, { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} });
  return { status: res.status, cache: res.headers.get('x-page-cache'), html: await res.text() };
}

describe('each client address has a budget of server renders', () => {
  let dir;
  let shellDist;
  let api;
  const limited = [];
  let renderer;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-limit-'));
    shellDist = path.join(dir, 'shell');
    fs.mkdirSync(path.join(shellDist, 'server'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'deploy'));
    fs.writeFileSync(path.join(shellDist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(shellDist, 'server', 'main.js'), FAKE_SERVER);
    api = await listen(http.createServer((_req, res) => res.end('{}')));
  });
  afterAll(() => {
    api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** @param {{ trustProxy?: boolean | string, perIp?: number }} [o] */
  async function site({ trustProxy = 'loopback', perIp = 3 } = {}) {
    renderer = createPageRenderer({ shellDist, deployDir: path.join(dir, 'deploy'), origin: 'http://127.0.0.1:9' });
    const renderLimit = createRenderLimit({ perIp, windowSeconds: 60, onLimited: (ip) => limited.push(ip) });
    return listen(createGateway({ apiUrl: `http://127.0.0.1:${/** @type {import('net').AddressInfo} */ (api.address()).port}`, deployDir: path.join(dir, 'deploy'), pages: renderer, shellDist, trustProxy, renderLimit }));
  }
  const renders = () => require(path.join(shellDist, 'server', 'main.js')).renders();

  it('past the budget a client gets pages its browser renders; kept pages and other clients are served as before', async () => {
    const server = await site({ trustProxy: 'loopback', perIp: 3 });
    try {
      expect(await get(server, '/about', '203.0.113.7')).toMatchObject({ status: 200, cache: 'miss', html: expect.stringContaining('rendered /about') });
      // Addresses that are never kept (a made-up case study) are a render each: two more spend the budget.
      expect(await get(server, '/portfolio/a', '203.0.113.7')).toMatchObject({ status: 404, cache: 'miss' });
      expect(await get(server, '/portfolio/b', '203.0.113.7')).toMatchObject({ status: 404, cache: 'miss' });
      const before = renders();
      const spent = await get(server, '/portfolio/c', '203.0.113.7');
      expect(spent).toMatchObject({ status: 200, cache: 'limited' });
      expect(spent.html).toContain('<div id="root"><div class="boot">');
      expect(spent.html).not.toContain('data-ssr');
      // An address no part of the site owns is still a 404 without a render.
      expect(await get(server, '/no-such-page', '203.0.113.7')).toMatchObject({ status: 404, cache: 'limited' });
      expect(renders()).toBe(before);
      // The kept page is served as always, and said once in the log.
      expect(await get(server, '/about', '203.0.113.7')).toMatchObject({ status: 200, cache: 'hit', html: expect.stringContaining('rendered /about') });
      expect(limited).toEqual(['203.0.113.7']);
      // Another visitor behind the same proxy has a budget of its own.
      expect(await get(server, '/portfolio/d', '198.51.100.20')).toMatchObject({ status: 404, cache: 'miss' });
    } finally {
      server.close();
    }
  });

  it('believes X-Forwarded-For only from a trusted proxy: a client cannot spread itself over made-up addresses', async () => {
    limited.length = 0;
    // This test's requests come from 127.0.0.1, trusted only when TRUST_PROXY says so.
    const server = await site({ trustProxy: false, perIp: 2 });
    try {
      expect((await get(server, '/portfolio/x1', '10.0.0.1')).cache).toBe('miss');
      expect((await get(server, '/portfolio/x2', '10.0.0.2')).cache).toBe('miss');
      expect((await get(server, '/portfolio/x3', '10.0.0.3')).cache).toBe('limited');
      expect(limited).toHaveLength(1);
      expect(limited[0]).toMatch(/127\.0\.0\.1$/);
    } finally {
      server.close();
    }
  });

  it('reads its settings like the API, refusing a value that is not a whole number from 1', () => {
    expect(renderLimitSettings({})).toEqual({ perIp: 60, windowSeconds: 60 });
    expect(renderLimitSettings({ RENDER_RATE_PER_IP: '5', RENDER_RATE_WINDOW_SECONDS: '30' })).toEqual({ perIp: 5, windowSeconds: 30 });
    for (const bad of ['0', '-1', 'many', '1.5']) expect(() => renderLimitSettings({ RENDER_RATE_PER_IP: bad })).toThrow(`RENDER_RATE_PER_IP must be a whole number from 1 (got "${bad}")`);
  });
});
