const fs = require('fs');
const os = require('os');
const path = require('path');
const { matches, ownerOf } = require('@agency/workspace');
const { pageStartup, browserRemotes, readManifests } = require('./snapshot');
const { shellPreloads, fontPreloads } = require('./shell-build');
const { parseShellDocument } = require('./shell-document');
const { pageDocument } = require('./page-document');
const { readRemotesMap } = require('../releases/remotes-map');
const { readScriptList } = require('./script-loader');

/** What the page's script loader starts after the first paint (./script-loader.js). */
function loaderList(page) {
  const list = readScriptList(page);
  if (!list) throw new Error('no script list in the page');
  return list;
}

/** The map the browser gets for `remotes`, with their manifests read from `deployDir` as renderIndex does. */
const forBrowser = (remotes, deployDir) => browserRemotes(remotes, readManifests(remotes, deployDir));

const table = {
  owners: [
    { path: '/', remote: 'marketing' },
    { path: '/blog/:slug', remote: 'blog' },
    { path: '/resource-hub/*', remote: 'commerce' },
  ],
  redirects: {},
};

describe('route matching (same patterns as the shell)', () => {
  it('matches params and splats', () => {
    expect(matches('/blog/:slug', '/blog/ai')).toBe(true);
    expect(matches('/blog/:slug', '/blog')).toBe(false);
    expect(matches('/resource-hub/*', '/resource-hub')).toBe(true);
    expect(matches('/resource-hub/*', '/resource-hub/a/b')).toBe(true);
    expect(ownerOf('/', table)).toBe('marketing');
    expect(ownerOf('/nope', table)).toBeNull();
  });
});

describe('server-side snapshot of the page', () => {
  let dir;
  /** The page the browser gets for `pathname` when the shell's build wrote `html` (rendered by the browser alone). */
  const renderPage = (html, pathname, deployDir = path.join(dir, 'deploy')) => {
    const shellDist = path.join(dir, 'shell');
    const build = { stamp: 'test', document: parseShellDocument(html), preloads: shellPreloads(shellDist), fonts: fontPreloads(shellDist) };
    return pageDocument({ shell: build.document, startup: pageStartup({ pathname, build, deployDir, remotes: readRemotesMap(deployDir), routeTable: table }), body: null });
  };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snap-'));
    fs.mkdirSync(path.join(dir, 'shell'));
    fs.writeFileSync(path.join(dir, 'shell', 'startup-files.json'), JSON.stringify(['bootstrap.0a1b2c3d.js', '696.aaaa.js']));
    fs.mkdirSync(path.join(dir, 'shell', 'fonts'));
    for (const font of ['inter-latin.1111.woff2', 'grotesk-latin.2222.woff2', 'notes.txt']) fs.writeFileSync(path.join(dir, 'shell', 'fonts', font), 'x');
    const release = path.join(dir, 'deploy', 'remotes', 'blog', 'v2');
    fs.mkdirSync(release, { recursive: true });
    fs.writeFileSync(path.join(dir, 'deploy', 'remotes.json'), JSON.stringify({ blog: '/remotes/blog/v2/mf-manifest.json' }));
    fs.writeFileSync(
      path.join(release, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.1234.js'] } } }],
      }),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const html = '<html><head><link rel=preload href=/remotes.json as=fetch crossorigin=anonymous></head><body></body></html>';

  it('inlines the remotes map and lists the shell and the owning remote for the loader, hinted in the head', () => {
    const page = '<html><head><script defer src=/main.0f0f.js></script><link rel=preload href=/remotes.json as=fetch crossorigin=anonymous></head><body></body></html>';
    const out = renderPage(page, '/blog/ai');
    expect(out).toContain('<script type="application/json" id="agency-remotes">');
    // The entry itself: the browser needs no manifest to load the remote.
    expect(out).toContain('"blog":"/remotes/blog/v2/remoteEntry.js"');
    // No script element with a source: nothing runs before the loader starts the scripts after the first paint.
    expect(out).not.toMatch(/<script[^>]* src=/);
    expect(loaderList(out)).toEqual({
      scripts: ['/main.0f0f.js'],
      // No manifest hint for the remote either (the other remotes' defaults depend on what this checkout has built).
      preload: ['/bootstrap.0a1b2c3d.js', '/696.aaaa.js', '/remotes/blog/v2/remoteEntry.js', '/remotes/blog/v2/__federation_expose_routes.1234.js'],
      fetch: [],
    });
    expect(out).not.toContain('href=/remotes.json');
    // But every file of the list is asked for in the first round after the HTML, by a hint the server writes.
    const hinted = [...out.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);
    expect(hinted).toEqual(['/main.0f0f.js', '/bootstrap.0a1b2c3d.js', '/696.aaaa.js', '/remotes/blog/v2/remoteEntry.js', '/remotes/blog/v2/__federation_expose_routes.1234.js']);
  });

  it('preloads the typefaces in CORS mode, as the browser fetches fonts', () => {
    const out = renderPage(html, '/about');
    expect(out).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/fonts/inter-latin.1111.woff2">');
    expect(out).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/fonts/grotesk-latin.2222.woff2">');
    expect(out).not.toContain('notes.txt');
  });

  it('preloads no remote for a page no slice owns', () => {
    const out = renderPage(html, '/nope');
    expect(loaderList(out).preload).toEqual(['/bootstrap.0a1b2c3d.js', '/696.aaaa.js']);
    expect(out).toContain('<script type="application/json" id="agency-remotes">');
  });

  it('passes on a manifest it cannot read, for the browser to read, and hints it', () => {
    const cdn = 'https://cdn.example.com/blog/v3/mf-manifest.json';
    expect(forBrowser({ blog: cdn, portfolio: '/remotes/portfolio/missing/mf-manifest.json' }, path.join(dir, 'deploy'))).toEqual({
      blog: cdn,
      portfolio: '/remotes/portfolio/missing/mf-manifest.json',
    });
    expect(forBrowser({ blog: '/remotes/blog/v2/mf-manifest.json' }, path.join(dir, 'deploy'))).toEqual({ blog: '/remotes/blog/v2/remoteEntry.js' });
    // A manifest the gateway reads but that names no entry the browser may load directly: the
    // browser reads it itself, and the loader fetches it beside the scripts.
    const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snap-manifest-'));
    try {
      fs.mkdirSync(path.join(deployDir, 'remotes', 'blog', 'v4'), { recursive: true });
      fs.writeFileSync(path.join(deployDir, 'remotes', 'blog', 'v4', 'mf-manifest.json'), JSON.stringify({ metaData: {} }));
      fs.writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ blog: '/remotes/blog/v4/mf-manifest.json' }));
      const out = renderPage(html, '/blog/ai', deployDir);
      expect(loaderList(out).fetch).toEqual(['/remotes/blog/v4/mf-manifest.json']);
    } finally {
      fs.rmSync(deployDir, { recursive: true, force: true });
    }
  });

  it('never points the browser outside the remote’s folder, whatever its manifest says', () => {
    const crafted = path.join(dir, 'deploy', 'remotes', 'blog', 'crafted');
    fs.mkdirSync(crafted, { recursive: true });
    const url = '/remotes/blog/crafted/mf-manifest.json';
    for (const remoteEntry of [{ name: '//evil.example/x.js', path: '' }, { name: '../x.js', path: '' }, { name: 'x.js', path: '../../admin' }, { name: 'x.js', path: '/abs' }]) {
      fs.writeFileSync(path.join(crafted, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry } }));
      // Passed on as the manifest, which the shell's loader reads and refuses the same way.
      expect(forBrowser({ blog: url }, path.join(dir, 'deploy'))).toEqual({ blog: url });
    }
  });

  it('cannot be broken out of by a crafted map value', () => {
    fs.writeFileSync(path.join(dir, 'deploy', 'remotes.json'), JSON.stringify({ blog: '</script><script>alert(1)</script>' }));
    const out = renderPage(html, '/');
    expect(out).not.toContain('</script><script>alert(1)');
  });
});
