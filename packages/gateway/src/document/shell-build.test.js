const fs = require('fs');
const os = require('os');
const path = require('path');
const { createPageRenderer } = require('../pages/page-renderer');
const { renderIndex } = require('./snapshot');
const { readScriptList } = require('./script-loader');

/** The shell's page as its production build writes it (minified, a defer script in the head). */
const indexHtml = (main) =>
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Site</title><meta name=description content="The site">' +
  `<link rel=preload href=/remotes.json as=fetch crossorigin=anonymous><script defer src=/${main}></script></head>` +
  '<body><div id=root><div class=boot><span></span></div></div><noscript>Scripts, please.</noscript></body></html>';

const SERVER = `exports.render = async (request) => ({
  meta: { title: 'Page ' + request.url, description: 'd' },
  errors: [],
  pipe(out) { out.end('<p>' + request.url + '</p>'); },
});`;

const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes', assets: { js: { sync: ['routes.1.js'] } } }],
});

describe("the build's own files are read once per build, not for every page the cache does not hold", () => {
  let dir;
  let shellDist;
  let deployDir;
  let reads;
  let listings;
  const at = (minutes) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
  /** Writes a file as a build does, with the time the build wrote it. */
  const write = (file, text, minutes) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.utimesSync(file, at(minutes), at(minutes));
  };
  const readsOf = (file) => reads.mock.calls.filter(([f]) => String(f) === file).length;
  const listingsOf = (folder) => listings.mock.calls.filter(([f]) => String(f) === folder).length;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
    shellDist = path.join(dir, 'shell');
    deployDir = path.join(dir, 'deploy');
    write(path.join(shellDist, 'index.html'), indexHtml('main.1.js'), 0);
    write(path.join(shellDist, 'startup-files.json'), '["bootstrap.1.js"]', 0);
    write(path.join(shellDist, 'fonts', 'inter.1.woff2'), 'x', 0);
    fs.utimesSync(path.join(shellDist, 'fonts'), at(0), at(0));
    write(path.join(shellDist, 'server', 'main.js'), SERVER, 0);
    write(path.join(deployDir, 'remotes', 'blog', 'v1', 'mf-manifest.json'), MANIFEST, 0);
    write(path.join(deployDir, 'remotes.json'), JSON.stringify({ blog: '/remotes/blog/v1/mf-manifest.json' }), 0);
  });
  beforeEach(() => {
    reads = jest.spyOn(fs, 'readFileSync');
    listings = jest.spyOn(fs, 'readdirSync');
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads index.html, startup-files.json, the fonts and a remote’s manifest once for many rendered pages, and again after a new build or release', async () => {
    const renderer = createPageRenderer({ shellDist, deployDir, origin: 'http://127.0.0.1:9', cache: false });
    const index = path.join(shellDist, 'index.html');
    const startup = path.join(shellDist, 'startup-files.json');
    const fonts = path.join(shellDist, 'fonts');
    const manifest = (version) => path.join(deployDir, 'remotes', 'blog', version, 'mf-manifest.json');
    const pages = [];
    for (let i = 0; i < 5; i += 1) pages.push(await renderer.render(`/blog/post-${i}`));
    // And the shell's page for a browser rendering alone (the gateway without a renderer).
    pages.push({ html: renderIndex({ pathname: '/blog/post-5', shellDist, deployDir }) });
    expect(pages.map((page) => ('cached' in page ? page.cached : undefined))).toEqual([false, false, false, false, false, undefined]);
    expect({ index: readsOf(index), startup: readsOf(startup), fonts: listingsOf(fonts), manifest: readsOf(manifest('v1')) }).toEqual({ index: 1, startup: 1, fonts: 1, manifest: 1 });
    // Every page still carries what those files say.
    for (const { html } of pages) {
      expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/fonts/inter.1.woff2">');
      expect(readScriptList(html)).toEqual({ scripts: ['/main.1.js'], preload: ['/bootstrap.1.js', '/remotes/blog/v1/remoteEntry.js', '/remotes/blog/v1/routes.1.js'], fetch: [] });
    }

    // A new shell build: read again, once.
    write(index, indexHtml('main.2.js'), 5);
    write(startup, '["bootstrap.2.js"]', 5);
    for (let i = 0; i < 3; i += 1) expect(readScriptList((await renderer.render(`/blog/again-${i}`)).html)).toMatchObject({ scripts: ['/main.2.js'], preload: expect.arrayContaining(['/bootstrap.2.js']) });
    expect({ index: readsOf(index), startup: readsOf(startup), fonts: listingsOf(fonts) }).toEqual({ index: 2, startup: 2, fonts: 2 });

    // A release of the remote: its new manifest is read once; the old one is not read again.
    write(manifest('v2'), MANIFEST, 6);
    write(path.join(deployDir, 'remotes.json'), JSON.stringify({ blog: '/remotes/blog/v2/mf-manifest.json' }), 6);
    for (let i = 0; i < 3; i += 1) expect((await renderer.render(`/blog/released-${i}`)).html).toContain('/remotes/blog/v2/routes.1.js');
    expect({ v1: readsOf(manifest('v1')), v2: readsOf(manifest('v2')) }).toEqual({ v1: 1, v2: 1 });
  });
});
