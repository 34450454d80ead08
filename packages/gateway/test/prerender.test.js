const fs = require('fs');
const os = require('os');
const path = require('path');
const { DEFERRED_LOADER, createPrerenderStore, injectPrerender, isPrerenderable, prerenderStamp, seedPaths } = require('../src/prerender');

const table = {
  owners: [
    { path: '/', remote: 'marketing' },
    { path: '/portfolio/:slug', remote: 'portfolio' },
    { path: '/resource-hub/*', remote: 'commerce' },
    { path: '/payment', remote: 'commerce' },
    { path: '/payment/callback', remote: 'commerce' },
    { path: '/dashboard', remote: 'commerce' },
    { path: '/admin/*', remote: 'admin' },
  ],
  redirects: {},
};

// The shell's built page is minified: unquoted attributes, as html-webpack-plugin writes it.
const BUILT =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Nyota Creative | Agency</title>' +
  '<meta name=description content="The default description."><style>.boot{}</style>' +
  '<script defer src=/main.1234abcd.js></script><link rel="preload" as="script" href="/470.aaaa.js"></head>' +
  '<body><div id=root><div class=boot role=status aria-label=Loading><span></span></div></div><noscript>x</noscript></body></html>';

const PAGE = {
  html: '<header>Nav</header><main id="main"><h1 class="css-abc">Build Smarter. Create Bolder. Grow Faster.</h1></main>',
  css:
    '.css-abc { font-size: 5rem; }\n@font-face { font-family: "Space Grotesk Variable"; font-display: swap; src: url("/fonts/space-grotesk.689e6485.woff2") format("woff2"); }',
  title: 'Creative Design & Branding | Nyota "Creative"',
  description: 'Logos <and> identities.',
};

describe('which pages get a first paint', () => {
  it('starts from every route without a parameter and leaves out pages about one visitor', () => {
    expect(seedPaths(table)).toEqual(['/', '/resource-hub']);
    expect(isPrerenderable('/portfolio/ukweli', table)).toBe(true);
    expect(isPrerenderable('/resource-hub/brand-persona-guide', table)).toBe(true);
    expect(isPrerenderable('/payment/callback', table)).toBe(false);
    expect(isPrerenderable('/dashboard', table)).toBe(false);
    expect(isPrerenderable('/no-such-page', table)).toBe(false);
  });

  it('never paints the back office (staff-only, noindex): not /admin, nor any page under it', () => {
    expect(seedPaths(table)).not.toContain('/admin');
    for (const path of ['/admin', '/admin/payments', '/admin/inquiries/0b5e']) expect([path, isPrerenderable(path, table)]).toEqual([path, false]);
  });
});

describe('the page with a first paint', () => {
  const out = injectPrerender(BUILT, PAGE);

  it('puts the captured content in #prerender and keeps the live #root out of sight behind it', () => {
    expect(out).toContain('<div id="prerender"><header>Nav</header><main id="main"><h1 class="css-abc">Build Smarter. Create Bolder. Grow Faster.</h1></main></div>');
    expect(out).toContain('<div id="root" data-behind-prerender></div>');
    expect(out).not.toContain('class=boot');
    expect(out).toMatch(/<style data-prerender>\.css-abc \{ font-size: 5rem; \}[\s\S]*#root\[data-behind-prerender\]\{[^}]*visibility:hidden/);
    // Out of layout while it renders behind the copy: laid out once, at the swap.
    expect(out).toMatch(/#root\[data-behind-prerender\]\{[^}]*content-visibility:hidden/);
  });

  it('carries the page title and description, escaped', () => {
    expect(out).toContain('<title>Creative Design &amp; Branding | Nyota &quot;Creative&quot;</title>');
    expect(out).toContain('<meta name="description" content="Logos &lt;and&gt; identities.">');
    expect(out).not.toContain('The default description.');
  });

  it('preloads the fonts the content uses, in the head', () => {
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/fonts/space-grotesk.689e6485.woff2">');
  });

  it('asks for no script before the first paint: scripts and their preloads start from the end of the body', () => {
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]*src=/);
    expect(head).not.toMatch(/rel="?preload"? as="?script/);
    const loader = out.slice(out.lastIndexOf('<script data-deferred='), out.indexOf('</body>'));
    expect(loader).toContain(`>${DEFERRED_LOADER}</script>`);
    expect(DEFERRED_LOADER).toContain('requestAnimationFrame');
    // The page's own list rides in an attribute, HTML-escaped, so the loader's text (and hash) never changes.
    const data = JSON.parse(/data-deferred="([^"]*)"/.exec(loader)[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
    expect(data.scripts).toEqual(['/main.1234abcd.js']);
    expect(data.links).toContain('/470.aaaa.js');
    expect(loader).not.toMatch(/<link/);
  });

  it('leaves a page it does not recognise as it is', () => {
    expect(injectPrerender('<html><head></head><body><div id="app"></div></body></html>', PAGE)).toBe('<html><head></head><body><div id="app"></div></body></html>');
  });
});

describe('first paints kept per stamp', () => {
  let dir;
  let shellDist;
  let deployDir;
  let captures;
  const capture = async () => {
    captures += 1;
    return { '/': PAGE };
  };
  const store = (extra = {}) =>
    createPrerenderStore({ shellDist, deployDir, dir: path.join(dir, 'prerender'), baseUrl: 'http://127.0.0.1:1', chromiumPath: '/x', capture, ...extra });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
    shellDist = path.join(dir, 'shell');
    deployDir = path.join(dir, 'deploy');
    fs.mkdirSync(shellDist);
    fs.mkdirSync(deployDir);
    fs.writeFileSync(path.join(shellDist, 'index.html'), BUILT);
    captures = 0;
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('serves nothing until made, then the page; a release makes the old ones unservable', async () => {
    const s = store();
    expect(s.get('/')).toBeNull();
    await s.refresh();
    expect(captures).toBe(1);
    expect(s.get('/')).toEqual(PAGE);
    expect(s.get('/about')).toBeNull();

    const before = prerenderStamp({ shellDist, deployDir });
    fs.writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ blog: '/remotes/blog/v2/mf-manifest.json' }));
    expect(prerenderStamp({ shellDist, deployDir })).not.toBe(before);
    expect(s.get('/')).toBeNull();
    await s.refresh();
    expect(captures).toBe(2);
    expect(s.get('/')).toEqual(PAGE);
  });

  it('reuses the saved first paints of the same site after a restart', async () => {
    await store().refresh();
    const again = store();
    await again.refresh();
    expect(again.get('/')).toEqual(PAGE);
    expect(captures).toBe(1);
  });

  it('does not try a failed capture again on every request', async () => {
    let tries = 0;
    const logs = [];
    const s = store({
      capture: async () => {
        tries += 1;
        throw new Error('Chromium did not start');
      },
      log: (m) => logs.push(m),
    });
    await s.refresh();
    expect(s.get('/')).toBeNull();
    await s.refresh();
    expect(tries).toBe(1);
    expect(logs).toContain('first paints not made: Chromium did not start');
  });
});
