const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { createGateway } = require('./gateway');
const { hashScript, inlineScripts, pagePolicy, policyForHtml } = require('./edge/csp');

function listen(app) {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * One request with its target exactly as written (dot segments and absolute forms included; fetch would resolve them).
 * @param {import('http').Server} server
 * @param {string} target
 * @param {string} [method]
 * @param {string[]} [headers]  raw name/value pairs, a header may repeat
 */
function raw(server, target, method = 'GET', headers = undefined) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: /** @type {import('net').AddressInfo} */ (server.address()).port, path: target, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function get(server, urlPath, init) {
  const { port } = server.address();
  return fetch(`http://127.0.0.1:${port}${urlPath}`, init);
}

describe('gateway', () => {
  let deployDir;
  let api;
  let site;

  beforeAll(async () => {
    deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    api = await listen(
      http.createServer((req, res) => {
        if (req.url === '/api/cut') {
          // A download the API has to stop midway (an export whose database went away).
          res.writeHead(200, { 'Content-Type': 'text/csv' });
          res.write('Name\nfirst row\n');
          setTimeout(() => res.destroy(), 50);
          return;
        }
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ path: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
      }),
    );
    site = await listen(createGateway({ apiUrl: `http://127.0.0.1:${/** @type {import('net').AddressInfo} */ (api.address()).port}`, deployDir }));
  });

  afterAll(() => {
    site.close();
    api.close();
    fs.rmSync(deployDir, { recursive: true, force: true });
  });

  it('serves the default remotes file, never cached', async () => {
    fs.rmSync(path.join(deployDir, 'remotes.json'), { force: true });
    const res = await get(site, '/remotes.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      marketing: '/remotes/marketing/mf-manifest.json',
      portfolio: '/remotes/portfolio/mf-manifest.json',
      blog: '/remotes/blog/mf-manifest.json',
      commerce: '/remotes/commerce/mf-manifest.json',
      assistant: '/remotes/assistant/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });

  it('lets a release point one remote elsewhere without touching the others', async () => {
    fs.writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ blog: '/remotes/blog/v2/mf-manifest.json' }));
    const map = /** @type {Record<string, string>} */ (await (await get(site, '/remotes.json')).json());
    expect(map.blog).toBe('/remotes/blog/v2/mf-manifest.json');
    expect(map.portfolio).toBe('/remotes/portfolio/mf-manifest.json');
  });

  it('serves released remote files from the deploy folder', async () => {
    const dir = path.join(deployDir, 'remotes', 'blog', 'v2');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var blog = 2;');
    const res = await get(site, '/remotes/blog/v2/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('var blog = 2;');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for a missing remote file instead of the app page', async () => {
    const res = await get(site, '/remotes/blog/nope.js');
    expect(res.status).toBe(404);
  });

  it('proxies /api with the path intact and forwarding headers', async () => {
    const res = await get(site, '/api/health?x=1');
    expect(await res.json()).toEqual({ path: '/api/health?x=1', forwardedFor: expect.any(String) });
  });

  it('passes a download the API cut midway on as cut, not as a complete file or a hang', async () => {
    const { port } = site.address();
    const result = await new Promise((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}/api/cut`, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ body, complete: res.complete }));
          res.on('error', () => resolve({ body, complete: res.complete }));
        })
        .on('error', reject);
    });
    expect(result).toEqual({ body: 'Name\nfirst row\n', complete: false });
  });

  it('tidies a page path: doubled and trailing slashes go, never towards another host', () => {
    const { tidyPath } = require('./gateway');
    expect(tidyPath('/')).toBe('/');
    expect(tidyPath('/about/')).toBe('/about');
    expect(tidyPath('//about//')).toBe('/about');
    expect(tidyPath('/blog//ai-in-modern-branding')).toBe('/blog/ai-in-modern-branding');
    for (const hostile of ['//evil.example', '/\\evil.example', '/\\/evil.example/', '\\\\evil.example']) {
      const tidy = tidyPath(hostile);
      expect({ hostile, safe: /^\/(?![\\/])/.test(tidy) }).toEqual({ hostile, safe: true });
    }
  });

  it('answers 502 in the API error shape when the API is down', async () => {
    const down = await listen(createGateway({ apiUrl: 'http://127.0.0.1:9', deployDir }));
    const res = await get(down, '/api/health');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ statusCode: 502, error: 'Bad Gateway', message: 'The API is not reachable right now.' });
    down.close();
  });

  it('sends security headers', async () => {
    const res = await get(site, '/remotes.json');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe(pagePolicy());
  });

  it('sends each page a policy that allows exactly its own inline scripts', async () => {
    const res = await get(site, '/about');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const policy = res.headers.get('content-security-policy');
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await res.text();
    // Without a shell build the gateway answers 503 in plain text: then there is no page to look at.
    if (res.status === 200) {
      const scripts = inlineScripts(html);
      // The event capture (the remotes map is data, not a script).
      expect(scripts.some((s) => s.includes('__agencyReplay'))).toBe(true);
      expect(policy).toBe(policyForHtml(html));
      for (const script of scripts) expect(policy).toContain(hashScript(script));
    }
  });
});

describe('gateway with the server renderer', () => {
  let shellDist;
  let site;

  beforeAll(async () => {
    // A build folder with a sub-folder, as shell/dist has (server/, assets): a dot segment that
    // resolves to a folder used to make serve-static add a slash and the page route take it off
    // again, 301 after 301 for ever.
    shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    fs.mkdirSync(path.join(shellDist, 'server'));
    const pages = { render: async () => ({ html: '<!doctype html><html><head></head><body>Not found</body></html>', status: 404, etag: null }) };
    site = await listen(createGateway({ apiUrl: 'http://127.0.0.1:9', shellDist, pages }));
  });

  afterAll(() => {
    site.close();
    fs.rmSync(shellDist, { recursive: true, force: true });
  });

  it('ends a dot-segment address that names a folder within one redirect, never in a loop', async () => {
    for (const start of ['/%2e', '/blog/%2e%2e', '/server', '/server/', '/blog/%2e%2e/server']) {
      const hops = [];
      let answer = await raw(site, start);
      while (answer.status >= 300 && answer.status < 400 && hops.length < 5) {
        hops.push(answer.location);
        answer = await raw(site, answer.location);
      }
      expect({ start, hops: hops.length, status: answer.status }).toEqual({ start, hops: expect.any(Number), status: 404 });
      expect(hops.length).toBeLessThanOrEqual(1);
    }
  });
});

describe('gateway against hostile requests', () => {
  let shellDist;
  let site;
  const errors = [];

  beforeAll(async () => {
    shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    fs.mkdirSync(path.join(shellDist, 'server'));
    fs.writeFileSync(path.join(shellDist, 'server', 'main.js'), 'module.exports = "server code";');
    const pages = {
      render: async (url) => {
        // Parsed as the real renderer does (page-renderer.js); a page that fails names a server path.
        // A path, as the real renderer's router needs (it matches a location, not an absolute URL).
        if (!url.startsWith('/')) throw new Error(`not a path: ${url}`);
        const { pathname } = new URL(`http://x${url}`);
        if (pathname === '/broken') throw new Error('render failed in /srv/app/secret.js');
        return { html: `<!doctype html><html><head></head><body>${pathname}</body></html>`, status: 200, etag: null };
      },
    };
    const logger = /** @type {import('pino').Logger} */ (/** @type {unknown} */ ({ info() {}, debug() {}, warn() {}, isLevelEnabled: () => false, error: (o) => errors.push(o) }));
    site = await listen(createGateway({ apiUrl: 'http://127.0.0.1:9', shellDist, pages, logger }));
  });

  afterAll(() => {
    site.close();
    fs.rmSync(shellDist, { recursive: true, force: true });
  });

  it('answers an absolute request target with an invalid host or port with 400 and keeps serving', async () => {
    for (const target of ['http://x:99999/about', 'http://x:99999/', 'ftp://x/about', 'about']) {
      const answer = await raw(site, target);
      expect({ target, status: answer.status }).toEqual({ target, status: 400 });
    }
    expect((await raw(site, '/about')).status).toBe(200);
  });

  it('serves a valid absolute request target as its path', async () => {
    const answer = await raw(site, 'http://example.com/about?x=1');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<body>/about</body>');
  });

  it('answers a page that fails with a plain 500: no error text, no stack, the error logged, the next page served', async () => {
    const answer = await raw(site, '/broken');
    expect(answer.status).toBe(500);
    expect(answer.body).toBe('Something went wrong on our side. Please try again.');
    expect(answer.body).not.toMatch(/secret|srv|at /);
    expect(errors.some((e) => e.err instanceof Error && /render failed/.test(e.err.message))).toBe(true);
    expect((await raw(site, '/about')).status).toBe(200);
  });

  it("does not serve the shell's server bundle", async () => {
    // Spelled as the file server reads them too: escaped letters, an escaped slash, doubled slashes, dot segments.
    for (const target of ['/server/main.js', '/server/', '/%73erver/main.js', '/server%2fmain.js', '/server%2Fmain.js', '/SERVER/main.js', '//server/main.js', '/x/../server/main.js', '/%2e/server/main.js']) {
      const answer = await raw(site, target);
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
      expect(answer.body).not.toContain('server code');
    }
  });

  it('answers a request with two Host headers with 400 (RFC 9112 3.2), one Host as usual', async () => {
    const port = /** @type {import('net').AddressInfo} */ (site.address()).port;
    const twice = await raw(site, '/about', 'GET', [['Host', `127.0.0.1:${port}`], ['Host', 'evil.example']].flat());
    expect(twice.status).toBe(400);
    expect(twice.body).not.toContain('/about');
    expect((await raw(site, '/api/health', 'GET', ['Host', 'a.example', 'host', 'b.example'])).status).toBe(400);
    expect((await raw(site, '/about', 'GET', ['Host', `127.0.0.1:${port}`])).status).toBe(200);
  });

  it('answers other methods on a page address with 405 and Allow, OPTIONS with 204', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PROPFIND', 'TRACE']) {
      const answer = await raw(site, '/about', method);
      expect({ method, status: answer.status, allow: answer.headers.allow }).toEqual({ method, status: 405, allow: 'GET, HEAD, OPTIONS' });
    }
    const options = await raw(site, '/about', 'OPTIONS');
    expect({ status: options.status, allow: options.headers.allow }).toEqual({ status: 204, allow: 'GET, HEAD, OPTIONS' });
  });
});

describe('gateway: an address with a dot is a page unless it is a built file', () => {
  let shellDist;
  let site;

  beforeAll(async () => {
    shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    fs.writeFileSync(path.join(shellDist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // As the real renderer answers: a route's page (200), else the site's not-found page (404).
    const routes = [/^\/admin\/customers\/[^/]+$/, /^\/portfolio\/[^/]+$/];
    const pages = {
      render: async (url) => {
        const { pathname } = new URL(`http://x${url}`);
        const route = routes.some((r) => r.test(pathname));
        return { html: `<!doctype html><html><head></head><body>${route ? `page ${pathname}` : 'the site 404 page'}</body></html>`, status: route ? 200 : 404, etag: null };
      },
    };
    site = await listen(createGateway({ apiUrl: 'http://127.0.0.1:9', shellDist, pages }));
  });

  afterAll(() => {
    site.close();
    fs.rmSync(shellDist, { recursive: true, force: true });
  });

  it('renders a route whose address has a dot: a staff customer page, a case study named after a domain', async () => {
    for (const target of ['/admin/customers/visitor1%40example.com', '/portfolio/x.com']) {
      const answer = await raw(site, target);
      expect({ target, status: answer.status, type: answer.headers['content-type'] }).toEqual({ target, status: 200, type: expect.stringMatching(/^text\/html/) });
      expect(answer.body).toContain(`page ${target}`);
    }
  });

  it("answers any other address with a dot, a missing file's too, with the site's 404 page", async () => {
    for (const target of ['/no-such.page', '/no-such-file.js', '/images/missing.png', '/no-such-page']) {
      const answer = await raw(site, target);
      expect({ target, status: answer.status, type: answer.headers['content-type'] }).toEqual({ target, status: 404, type: expect.stringMatching(/^text\/html/) });
      expect(answer.body).toContain('the site 404 page');
    }
  });

  it('serves a built file as the file', async () => {
    const answer = await raw(site, '/logo.svg');
    expect({ status: answer.status, type: answer.headers['content-type'] }).toEqual({ status: 200, type: expect.stringMatching(/^image\/svg\+xml/) });
    expect(answer.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('answers other methods on an address with a dot with 405, as on any page address', async () => {
    const answer = await raw(site, '/portfolio/x.com', 'POST');
    expect({ status: answer.status, allow: answer.headers.allow }).toEqual({ status: 405, allow: 'GET, HEAD, OPTIONS' });
  });
});
