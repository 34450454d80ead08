import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import net from 'node:net';

/**
 * No request yields a 5xx, and none stops the site: generated raw requests (odd methods, request
 * targets in every form HTTP/1.1 allows and some it does not, encoded and unicode paths, odd
 * headers) at the site as `npm start` runs it: the gateway, its page renderer and static files.
 * The API's own routes have their property test (services/test/odd-input.property.test.ts); here
 * /api is only asked for with safe methods, so no write is made.
 *
 * Why it exists: a request in the absolute form with an invalid port (`GET http://x:99999/about`)
 * once made the renderer throw on a dropped promise, which ended the whole gateway.
 */

interface RawAnswer {
  status: number | null;
  head: string;
}

/** One request written byte for byte on its own connection; the status line of the answer, if any. */
function raw(site: URL, method: string, target: string, headers: string[], body: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: site.hostname === 'localhost' ? '127.0.0.1' : site.hostname, port: Number(site.port || 80) });
    let received = '';
    socket.setTimeout(15_000, () => {
      socket.destroy();
      reject(new Error(`no answer in 15 s to ${method} ${target}`));
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      resolve({ status: match ? Number(match[1]) : null, head: received.slice(0, 300) });
    });
    const lines = [`${method} ${target} HTTP/1.1`, `Host: ${site.host}`, ...headers, 'Connection: close'];
    if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`, 'Content-Type: text/plain');
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}

const segment = fc.oneof(
  fc.constantFrom('about', 'contact', 'blog', 'pricing', 'remotes', 'marketing', 'server', 'index.html', 'remotes.json', 'healthz', 'main.js'),
  fc.constantFrom('%2e%2e', '..', '.', '%2e', '%00', '%2F', '%5C', '%zz', '%', '%C0%AE', '~', 'a;b', 'x.js', 'x.map', 'mf-manifest.json'),
  fc.constantFrom('caf%C3%A9', '%F0%9F%93%84', '%ED%A0%80', 'a'.repeat(300), '__proto__', 'constructor'),
  fc.stringMatching(/^[A-Za-z0-9._~%-]{1,12}$/),
);
const pagePath = fc.array(segment, { minLength: 0, maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
const query = fc.constantFrom('', '?', '?mode=x', '?a=%zz', '?__proto__[x]=1', '?q=%00', `?${'x'.repeat(2000)}`);
const target = fc.oneof(
  fc.tuple(pagePath, query).map(([p, q]) => p + q),
  // The absolute form, valid and not: bad ports, a cut IPv6 address, other schemes.
  fc
    .tuple(fc.constantFrom('http://', 'https://', 'ftp://', 'javascript:', ''), fc.constantFrom('x', 'localhost', '[::1', 'evil.example', ''), fc.constantFrom('', ':80', ':99999', ':0', ':abc'), pagePath, query)
    .map(([scheme, host, port, p, q]) => `${scheme}${host}${port}${p}${q}`),
  fc.constantFrom('*', 'about', '//evil.example/x', '/\\evil.example', '/api/health', '/api/catalog', '/api/no-such', 'http://x:99999/api/health'),
);
const header = fc.constantFrom(
  'X-Forwarded-Host: evil.example',
  'X-Forwarded-For: 10.0.0.1, not-an-ip',
  'Accept-Encoding: br, gzip, zstd',
  'If-None-Match: "x", W/"y"',
  'If-Modified-Since: not a date',
  'Range: bytes=5-1',
  'Accept: text/html',
  'Origin: null',
  'X-Request-Id: <script>',
  'Cookie: a=%zz',
);
const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE', 'QUERY'),
  target,
  headers: fc.uniqueArray(header, { maxLength: 4 }),
});

test('generated odd requests get no 5xx and the site keeps answering', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const site = new URL(baseURL!);
  const served: string[] = [];
  await fc.assert(
    fc.asyncProperty(request, async ({ method, target: t, headers }) => {
      // Writes only where nothing is stored: never /api (see above).
      const writes = !['GET', 'HEAD', 'OPTIONS'].includes(method);
      if (writes && /\/api(\/|$|\?)/i.test(t)) return;
      const answer = await raw(site, method, t, headers, writes ? 'hello' : '');
      served.push(`${method} ${t.slice(0, 60)} -> ${answer.status}`);
      // Node itself may refuse a request line it cannot read (400 and close); nothing may be a 5xx.
      expect(answer.status === null || answer.status < 500, `${method} ${t} ${headers.join(' | ')} -> ${answer.head}`).toBe(true);
    }),
    { numRuns: 150 },
  );
  // Still alive, pages and API alike.
  for (const path of ['/', '/about', '/api/health']) {
    expect((await raw(site, 'GET', path, [], '')).status, path).toBe(200);
  }
  expect(served.length).toBeGreaterThan(100);
});

/**
 * A slug the API refuses outright (a NUL: 400) names nothing, as an unknown slug does: the page is
 * the site's "not found", never the part's "Loading…" with a 200 (an empty page a crawler keeps).
 */
test('a content address holding a NUL is the site\'s "not found", not a page left loading', async ({ request }) => {
  for (const path of ['/portfolio/ukweli%00', '/portfolio/%00', '/resource-hub/%00']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    const html = await answer.text();
    expect(html, path).toContain('Page not found');
    expect(html, path).not.toMatch(/Loading [a-z ]+…/);
  }
  // An article that does not exist sends the visitor to the blog's list, whatever its slug holds.
  const article = await request.get('/blog/ai-in-modern-branding%00', { maxRedirects: 0 });
  expect(article.status()).toBe(302);
  expect(article.headers().location).toBe('/blog');
});
