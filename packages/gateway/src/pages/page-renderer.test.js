const fs = require('fs');
const os = require('os');
const path = require('path');
const { createPageRenderer, statusOf } = require('./page-renderer');

/** statusOf as the renderer calls it: with whatever the shell's page said, hostile values included. */
const statusOfAnything = /** @type {(meta: unknown) => unknown} */ (/** @type {unknown} */ (statusOf));
const { serverEntries } = require('./server-remotes');

const TEMPLATE =
  '<!doctype html><html><head><title>Default</title><meta name="description" content="default"></head>' +
  '<body><div id="root"><div class="boot" role="status"><span></span></div></div></body></html>';

/**
 * A stand-in for the shell's server bundle: its behaviour is read from a file on each call, so one
 * loaded module can succeed, fail a part or throw.
 */
const FAKE_SERVER = `
const fs = require('fs');
const path = require('path');
let calls = 0;
exports.render = async (request) => {
  calls += 1;
  const mode = fs.readFileSync(path.join(__dirname, 'mode'), 'utf8');
  if (mode === 'throw') throw new Error('shell render bug');
  const errors = mode === 'part' ? ['blog/routes took longer than 300 ms on the server'] : mode === 'client-only' ? ['[client-only] body'] : [];
  // Like emotion's cache, the styles are known once the body is written.
  let written = false;
  if (mode === 'contact') {
    // Like the contact page: a plan's form if ?plan= is set, else the mode ?type= asks for. It
    // reads 'type' only without a plan; it reads nothing else of the query.
    const params = new URL(request.url, 'http://x').searchParams;
    const names = ['plan'];
    let body = params.get('plan') ? 'plan form ' + params.get('plan') : null;
    if (!body) {
      names.push('type');
      body = params.get('type') === 'consultation' ? 'consultation form' : 'message form';
    }
    return {
      meta: { title: 'Contact', description: 'Contact' },
      errors: [],
      pipe(out) { out.end('<p>' + body + ' #' + calls + '</p>'); },
      queryReads: () => ({ names: names.sort(), whole: false }),
    };
  }
  return {
    meta: mode === 'missing' ? { title: 'Page not found | Nyota Creative', description: 'Not here', status: 404 } : mode === 'redirect' ? { title: '', description: '', status: 302, location: '/blog' } : { title: "Blog <&> $' | Nyota Creative", description: 'Say "hi"' },
    errors,
    pipe(out) { written = true; out.end('<p>page ' + request.url + ' #' + calls + ' ' + JSON.stringify(request.remotes) + '</p>'); },
    styles: () => (written ? '<style data-ssr-css="css a1">.css-a1{color:red}</style>' : ''),
  };
};`;

describe('page renderer', () => {
  let dir;
  let shellDist;
  let deployDir;
  let logs;
  let renderer;
  const setMode = (mode) => fs.writeFileSync(path.join(shellDist, 'server', 'mode'), mode);

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-renderer-'));
    shellDist = path.join(dir, 'shell');
    deployDir = path.join(dir, 'deploy');
    fs.mkdirSync(path.join(shellDist, 'server'), { recursive: true });
    fs.mkdirSync(deployDir);
    fs.writeFileSync(path.join(shellDist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(shellDist, 'server', 'main.js'), FAKE_SERVER);
    logs = [];
    renderer = createPageRenderer({ shellDist, deployDir, origin: 'http://127.0.0.1:9', log: (m) => logs.push(m) });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts the page into #root, marked for hydration, with its own title and description escaped', async () => {
    setMode('ok');
    const page = await renderer.render('/blog?x=1');
    expect(page.html).toContain('<div id="root" data-ssr="true"><p>page /blog?x=1 #1');
    // "$'" is taken as it is, not as a replacement pattern.
    expect(page.html).toContain("<title>Blog &lt;&amp;&gt; $&#39; | Nyota Creative</title>");
    expect(page.html).toContain('<meta name="description" content="Say &quot;hi&quot;">');
    expect(page.html).not.toContain('class="boot"');
    // The page's styles close the head, taken once the body was written.
    expect(page.html).toContain('<style data-ssr-css="css a1">.css-a1{color:red}</style></head>');
    expect(page.etag).toMatch(/^"[\w-]+"$/);
  });

  it('hands the server each remote entry beside its browser manifest, as absolute URLs', async () => {
    const page = await renderer.render('/blog?x=1');
    expect(page.cached).toBe(true);
    expect(serverEntries({ blog: '/remotes/blog/v2/mf-manifest.json', cdn: 'https://cdn.example/p/mf-manifest.json' }, 'http://127.0.0.1:9')).toEqual({
      blog: 'http://127.0.0.1:9/remotes/blog/v2/server/remoteEntry.js',
      cdn: 'https://cdn.example/p/server/remoteEntry.js',
    });
  });

  it('keeps a page per address and renders again once remotes.json changes (a release)', async () => {
    const first = await renderer.render('/about');
    expect((await renderer.render('/about')).html).toBe(first.html);
    fs.writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ blog: '/remotes/blog/20260101T000000Z-abcdef12/mf-manifest.json' }));
    const after = await renderer.render('/about');
    expect(after.cached).toBe(false);
    expect(after.html).toContain('/remotes/blog/20260101T000000Z-abcdef12/server/remoteEntry.js');
  });

  it('keeps a page for every address that agrees on the query values the page read', async () => {
    setMode('contact');
    const plain = await renderer.render('/contact');
    expect(plain.html).toContain('message form');
    // Each ad click has its own fbclid; a made-up parameter is free: neither is a render of its own.
    for (const address of ['/contact?fbclid=IwAR1', '/contact?fbclid=IwAR2&utm_source=facebook', '/contact?x=1']) {
      const page = await renderer.render(address);
      expect({ address, cached: page.cached }).toEqual({ address, cached: true });
      expect(page.html).toBe(plain.html);
    }
    // A value the page read is its own page, and kept as such.
    const consultation = await renderer.render('/contact?type=consultation&utm_source=x');
    expect(consultation.cached).toBe(false);
    expect(consultation.html).toContain('consultation form');
    expect((await renderer.render('/contact?type=consultation')).html).toBe(consultation.html);
    // With a plan the page never reads 'type': any type goes with that plan's page, not the plain one's.
    const plan = await renderer.render('/contact?plan=growth&type=consultation');
    expect(plan.html).toContain('plan form growth');
    const samePlan = await renderer.render('/contact?type=other&plan=growth&fbclid=1');
    expect(samePlan).toMatchObject({ cached: true, html: plan.html });
    const otherPlan = await renderer.render('/contact?plan=starter');
    expect(otherPlan.cached).toBe(false);
    expect(otherPlan.html).toContain('plan form starter');
    // And none of these changed what the plain address gets.
    expect((await renderer.render('/contact?utm_campaign=2')).html).toBe(plain.html);
    renderer.clear();
  });

  it('does not keep a page with a part left to the browser, and says which part', async () => {
    setMode('part');
    const a = await renderer.render('/blog/a');
    const b = await renderer.render('/blog/a');
    expect(a.cached || b.cached).toBe(false);
    expect(logs.some((m) => m.includes('/blog/a: a part is left to the browser (blog/routes took longer'))).toBe(true);
  });

  it('keeps a page whose only browser part is meant for the browser', async () => {
    setMode('client-only');
    await renderer.render('/blog/b');
    expect((await renderer.render('/blog/b')).cached).toBe(true);
  });

  it('serves the page for the browser alone when the render throws, and never throws itself', async () => {
    setMode('throw');
    const page = await renderer.render('/contact');
    expect(page.html).toContain('<div id="root"><div class="boot"');
    expect(page.html).not.toContain('data-ssr');
    expect(page.etag).toBeNull();
    expect(logs.some((m) => m.includes('/contact: rendered by the browser alone (shell render bug)'))).toBe(true);
  });

  it('never keeps a page about one visitor or an admin page', async () => {
    setMode('ok');
    for (const url of ['/dashboard', '/payment', '/payment/callback?OrderTrackingId=a', '/admin', '/admin/inquiries/7']) {
      await renderer.render(url);
      const again = await renderer.render(url);
      expect([url, again.cached, again.etag]).toEqual([url, false, null]);
    }
  });

  it('tells search engines to leave the admin pages out, and only them', async () => {
    setMode('ok');
    for (const url of ['/admin', '/admin/inquiries']) expect((await renderer.render(url)).html).toContain('<meta name="robots" content="noindex"></head>');
    expect((await renderer.render('/about')).html).not.toContain('noindex');
    setMode('throw');
    expect((await renderer.render('/admin/x')).html).toContain('<meta name="robots" content="noindex"></head>');
  });

  it('answers the not-found page with 404 and never keeps it: a made-up address must not push a real page out', async () => {
    setMode('missing');
    const first = await renderer.render('/no-such-page');
    expect(first).toMatchObject({ status: 404, etag: null, cached: false });
    expect(first.html).toContain('<title>Page not found | Nyota Creative</title>');
    expect(await renderer.render('/no-such-page')).toMatchObject({ status: 404, cached: false });
    setMode('ok');
    const found = await renderer.render('/found-after-all');
    expect(found.status).toBe(200);
    expect(await renderer.render('/found-after-all')).toMatchObject({ status: 200, cached: true });
  });

  it('answers a page that sends the visitor on with 302 and where to, and never keeps it', async () => {
    setMode('redirect');
    expect(await renderer.render('/blog/3')).toMatchObject({ status: 302, location: '/blog', etag: null, cached: false });
    expect(await renderer.render('/blog/3')).toMatchObject({ status: 302, cached: false });
    setMode('ok');
  });

  it('redirects only to a path of this site', () => {
    expect(statusOfAnything({ status: 302, location: '/blog?x=1' })).toEqual({ status: 302, location: '/blog?x=1' });
    for (const location of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', undefined, 42]) {
      expect(statusOfAnything({ status: 302, location })).toEqual({ status: 200 });
    }
    expect(statusOfAnything({ status: 404 })).toEqual({ status: 404 });
    expect(statusOfAnything({ status: 500 })).toEqual({ status: 200 });
    expect(statusOfAnything(null)).toEqual({ status: 200 });
  });
});
