import { expect, test, type Page } from '@playwright/test';
import { pageScripts } from '../../support/page-scripts';

/**
 * Every page is rendered on the server and hydrated in the browser: the HTML already holds the
 * page (frame, the owning remote's part, its title and description), the browser takes it over in
 * place (one copy of the page, no hydration mismatch), and it reads without scripts.
 */
const PAGES: ReadonlyArray<[string, string, string]> = [
  ['/', 'marketing', 'Build Smarter. Create Bolder. Grow Faster.'],
  ['/about', 'marketing', ''],
  ['/services', 'marketing', ''],
  ['/contact', 'marketing', ''],
  ['/strategic-solutions', 'marketing', ''],
  ['/creative-design', 'marketing', ''],
  ['/motion-graphics', 'marketing', ''],
  ['/digital-marketing', 'marketing', ''],
  ['/marketing-advertising', 'marketing', ''],
  ['/data-driven-branding', 'marketing', ''],
  ['/brand-strategy-insights', 'marketing', ''],
  ['/web-development', 'marketing', ''],
  ['/portfolio', 'portfolio', ''],
  ['/portfolio/ukweli', 'portfolio', ''],
  ['/portfolio/greenwave', 'portfolio', ''],
  ['/portfolio/sunharvest', 'portfolio', ''],
  ['/portfolio/urban-pulse', 'portfolio', ''],
  ['/portfolio/money-and-markets-uganda', 'portfolio', ''],
  ['/portfolio/echotech', 'portfolio', ''],
  ['/portfolio/sls', 'portfolio', ''],
  ['/blog', 'blog', ''],
  ['/blog/ai-in-modern-branding', 'blog', ''],
  ['/pricing', 'commerce', ''],
  ['/resource-hub', 'commerce', ''],
  ['/resource-hub/brand-persona-guide', 'commerce', '>Brand Persona Guide</h1>'],
  ['/subscribe', 'commerce', ''],
  ['/training', 'commerce', ''],
  ['/payment', 'commerce', ''],
  ['/payment/callback', 'commerce', ''],
  ['/payment/success', 'commerce', ''],
  ['/dashboard', 'commerce', ''],
];

/** Messages React (through shell/src/hydrationReport.ts) gives when the server's HTML did not match. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/\[hydration\]|hydrat(ed|ion) .*(mismatch|did ?n.t match|failed)|Minified React error #(418|423|425)/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418/i.test(error.message)) problems.push(error.message);
  });
  return problems;
}

// The 404 pages too: the shell's (no slice owns the path) and a remote's (no such case study, resource).
const NOT_FOUND = [
  ['/no-such-page', 'shell'],
  ['/portfolio/no-such-study', 'portfolio'],
  ['/resource-hub/no-such-resource', 'commerce'],
] as const;

for (const [path, remote, text] of [...PAGES, ...NOT_FOUND.map(([p, r]) => [p, r, 'data-testid="not-found"'] as const)]) {
  test(`${path}: rendered by the server, hydrated in place without a mismatch`, async ({ page, request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(NOT_FOUND.some(([p]) => p === path) ? 404 : 200);
    const html = await res.text();
    expect(html).toContain('<div id="root" data-ssr="true">');
    // The shell's own 404 page is no slice's.
    if (remote !== 'shell') expect(html).toContain(`data-remote="${remote}"`);
    expect(html).toContain('data-testid="site-header"');
    expect(html).toContain('data-testid="site-footer"');
    if (text) expect(html).toContain(text);
    // One h1 per page: the page's own heading (the blog article had the "Blog" band's too).
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toMatch(/Nyota Creative/);

    const problems = watchHydration(page);
    await page.goto(path);
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
    if (remote !== 'shell') await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
    // One copy of the page at every moment.
    await expect(page.getByTestId('site-header')).toHaveCount(1);
    await expect(page.getByTestId('site-footer')).toHaveCount(1);
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    // The server's title is the page's own (the browser sets the same one).
    expect(await page.title()).toBe(title.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"'));
    expect(problems).toEqual([]);
  });
}

test('a page reads without scripts: frame, content and links are in the HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('Build Smarter. Create Bolder. Grow Faster.').first()).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await context.close();
});

test('an old address is redirected by the server', async ({ request }) => {
  const res = await request.get('/motion-design?x=1', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/motion-graphics?x=1');
});

test('one address per page: a trailing or doubled slash is sent on to the page, another case is no page', async ({ request, baseURL }) => {
  const trailing = await request.get('/about/?utm_source=x', { maxRedirects: 0 });
  expect(trailing.status()).toBe(301);
  expect(trailing.headers().location).toBe('/about?utm_source=x');
  // Built by hand: a URL API would read "//blog" as a host.
  const doubled = await request.get(`${baseURL}//blog//ai-in-modern-branding/`, { maxRedirects: 0 });
  expect(doubled.status()).toBe(301);
  expect(doubled.headers().location).toBe('/blog/ai-in-modern-branding');
  // An old address with a trailing slash goes to its new one in one hop.
  const old = await request.get('/motion-design/', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe('/motion-graphics');
  const hostile = await request.get(`${baseURL}/\\evil.example/`, { maxRedirects: 0 });
  expect(hostile.headers().location ?? '').not.toMatch(/^\/[\\/]|^https?:/);
  for (const path of ['/About', '/BLOG', '/Portfolio/ukweli']) expect((await request.get(path)).status(), path).toBe(404);
});

test('a rendered page is kept per address with an ETag; a repeat with If-None-Match costs nothing', async ({ request }) => {
  const first = await request.get('/about');
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get('/about', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
});

test('a page is kept for every address that agrees on the query it reads: ad-click parameters cost no render', async ({ page, request }) => {
  const click = () => Date.now().toString(36) + Math.random().toString(36).slice(2);
  const about = await (await request.get('/about')).text();
  // Each ad click has its own fbclid / gclid: the page of /about, from the cache.
  for (const query of [`fbclid=${click()}`, `gclid=${click()}&utm_source=google`]) {
    const res = await request.get(`/about?${query}`);
    expect(res.headers()['x-page-cache'], query).toBe('hit');
    expect(await res.text()).toBe(about);
  }
  // A parameter the page reads is a page of its own, rendered for it once and then kept.
  const contact = await (await request.get('/contact')).text();
  const first = await request.get(`/contact?type=consultation&utm_campaign=${click()}`);
  const consultation = await first.text();
  expect(consultation).toContain('Book a Free Consultation');
  expect(consultation).not.toBe(contact);
  expect(contact).not.toContain('Book a Free Consultation');
  const again = await request.get(`/contact?fbclid=${click()}&type=consultation`);
  expect(again.headers()['x-page-cache']).toBe('hit');
  expect(await again.text()).toBe(consultation);
  // In the browser, that kept page hydrates for its own address without a mismatch.
  const problems = watchHydration(page);
  await page.goto(`/contact?type=consultation&gclid=${click()}`);
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Book a Free Consultation' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the browser takes over the very elements the server sent (hydration, not a second render)', async ({ page }) => {
  // Six pages, each with its scripts held back 1.5 s and then hydrated.
  test.setTimeout(150_000);
  // The shell's scripts arrive late, so the server's elements can be picked up before they run.
  await page.route(/\/(main|bootstrap)\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  for (const path of ['/', '/about', '/contact', '/portfolio/ukweli', '/blog', '/pricing']) {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForSelector('footer', { state: 'attached' });
    await page.evaluate(() => {
      const keep = window as Window & { __serverEls?: Element[] };
      keep.__serverEls = [...document.querySelectorAll('header, [data-remote] h1, [data-remote] section, [data-remote] a, footer')];
    });
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
    const replaced = await page.evaluate(() =>
      ((window as Window & { __serverEls?: Element[] }).__serverEls ?? []).filter((el) => !el.isConnected).map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(replaced, path).toEqual([]);
  }
});

test('the styles come in the head and making the page live moves none of them', async ({ page, request }) => {
  const html = await (await request.get('/about')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body'));
  expect(head).toMatch(/<style data-ssr-global="[^"]+">/);
  expect(head).toMatch(/<style data-ssr-css="css [^"]+">/);
  // Nothing beside the elements for emotion to move while the page starts.
  expect(body).not.toContain('<style');

  // Every style element removed or inserted while the page becomes live makes the browser restyle
  // and lay out the whole page again.
  await page.addInitScript(() => {
    const w = window as Window & { __styleMoves?: string[] };
    w.__styleMoves = [];
    new MutationObserver((records) => {
      if (document.documentElement.hasAttribute('data-page-ready')) return;
      for (const r of records) for (const n of r.removedNodes) if (n.nodeName === 'STYLE') w.__styleMoves!.push(`removed ${(n as Element).outerHTML.slice(0, 60)}`);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/about');
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
  expect(await page.evaluate(() => (window as Window & { __styleMoves?: string[] }).__styleMoves)).toEqual([]);
  await expect(page.locator('style[data-ssr-css]')).toHaveCount(1);
});

test('every script the first render needs is asked for by a hint in the HTML, and none runs from it: the loader starts them after the first paint', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  // No script element with a source: nothing runs before the loader inserts the scripts.
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  const list = pageScripts(html);
  expect(list.scripts).toHaveLength(1);
  expect(list.preload.length).toBeGreaterThan(5);
  // Each file of the list is hinted in the head, so all are asked for in the first round after the HTML (issue 52).
  const hinted = [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map((m) => new URL(m[1], 'http://x').pathname);
  for (const file of [...list.scripts, ...list.preload]) expect(hinted).toContain(new URL(file, 'http://x').pathname);
  const loaded: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.resourceType() === 'script' && !url.pathname.startsWith('/remotes/assistant/')) loaded.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
  // Everything the first render loads was in the list, so it was fetched in parallel, not found one after another.
  expect(loaded.filter((path) => !list.scripts.includes(path) && !list.preload.includes(path))).toEqual([]);
});

test('the catalog pages come with their prices and products and hydrate from them, asking the API once more', async ({ page, request }) => {
  test.setTimeout(90_000);
  // They used to arrive with "Loading prices…", their largest paint left to the browser's fetch.
  await page.route(/\/(main|bootstrap)\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  for (const [path, selector, inHtml] of [
    ['/pricing', '[data-testid="plan-price"]', 'data-testid="plan-price"'],
    ['/resource-hub', '[data-testid="resource-card"]', 'data-testid="resource-card"'],
    ['/training', '[data-remote] article h3', 'Brand Training Essentials</h3>'],
    // The marketing remote's kits, through the same gate (@agency/platform/catalog).
    ['/data-driven-branding', '[data-kit]', 'data-kit="kit-essential"'],
    // The subscription form with its plan and fields (it used to arrive as "Loading plans…").
    ['/subscribe?plan=brand-training-pro', 'form[aria-label="Your details"] input', 'name="firstName"'],
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('Loading prices');
    expect(html, path).not.toContain('Loading plans');
    expect(html, path).toContain('<script type="application/json" id="agency-catalog">');
    expect(html, path).toContain(inHtml);

    const problems = watchHydration(page);
    const catalogCalls: string[] = [];
    const onRequest = (r: { url(): string }) => void (r.url().endsWith('/api/catalog') && catalogCalls.push(r.url()));
    page.on('request', onRequest);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForSelector('footer', { state: 'attached' });
    await page.evaluate((css) => {
      (window as Window & { __catalogEls?: Element[] }).__catalogEls = [...document.querySelectorAll(css)];
    }, selector);
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
    await expect.poll(() => catalogCalls.length, { message: `${path}: the catalog asked for again` }).toBe(1);
    const kept = await page.evaluate(() => (window as Window & { __catalogEls?: Element[] }).__catalogEls!.map((el) => el.isConnected));
    expect(kept.length, path).toBeGreaterThan(0);
    expect(kept.every(Boolean), `${path}: the server's elements are the live ones`).toBe(true);
    await expect(page.getByText('Loading prices…')).toHaveCount(0);
    expect(problems, path).toEqual([]);
    page.off('request', onRequest);
  }
});
