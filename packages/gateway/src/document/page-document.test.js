const { parseShellDocument } = require('./shell-document');
const { pageDocument } = require('./page-document');
const { EVENT_CAPTURE_SCRIPT } = require('./event-capture');
const { SCRIPT_LOADER_SCRIPT, readScriptList } = require('./script-loader');
const { headTags } = require('../seo/head-tags');
const { inlineScripts } = require('../edge/csp');

/** The shell's index.html as the production build writes it (html-webpack-plugin, minified). */
const BUILT =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<title>Nyota Creative | Agency</title><meta name=description content="The agency &amp; its work."><meta name=theme-color content=#0F2C59>' +
  '<link rel=icon href=/favicon.svg type=image/svg+xml><link rel=preload href=/remotes.json as=fetch crossorigin=anonymous>' +
  '<script defer src=/main.1a2b.js></script><style>.boot{min-height:100vh}</style></head>' +
  '<body><div id=root><div class=boot role=status aria-label=Loading><span></span></div></div><noscript>Scripts, please.</noscript></body></html>';

/** The same page from a development build (not minified). */
const DEV = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Nyota Creative | Agency</title>
    <meta name="description" content="The agency" />
    <!-- the start-up spinner -->
    <link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />
    <script defer="defer" src="/main.js"></script>
    <style>
      .boot { display: grid; }
    </style>
  </head>
  <body>
    <div id="root"><div class="boot" role="status"><span></span></div></div>
    <noscript>Scripts, please.</noscript>
  </body>
</html>`;

const STARTUP = {
  remotes: { blog: '/remotes/blog/v2/remoteEntry.js' },
  fonts: ['/fonts/inter.1.woff2'],
  files: { scripts: ['/main.1a2b.js'], preload: ['/bootstrap.1.js', '/remotes/blog/v2/remoteEntry.js'], fetch: [] },
};

/** The tags of a head in their order, as `name` or `name attribute=value` for the ones that say which they are. */
function headOrder(html) {
  // Script and style text left out: only the tags.
  const head = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>')).replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2>)/g, '$1$3');
  return [...head.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attrs]) => {
    const key = /\s(name|property|rel|id|as|charset|data-ssr-css|data-ssr-global|type)="?([^"\s>]*)/.exec(attrs);
    return key ? `${tag} ${key[1]}=${key[2]}` : tag;
  });
}

describe("the shell's index.html, taken apart once per build", () => {
  it.each([
    ['production', BUILT, ['/main.1a2b.js']],
    ['development', DEV, ['/main.js']],
  ])('keeps the %s build’s own head tags in order, with places for the title and description, and lists its defer scripts', (_name, html, scripts) => {
    const shell = parseShellDocument(html);
    expect(shell.scripts).toEqual(scripts);
    expect(shell.head.filter((part) => 'slot' in part).map((part) => part.slot)).toEqual(['title', 'description']);
    // The map is inlined and the scripts are started by the loader: neither stays.
    expect(shell.head.map((part) => part.markup).join('')).not.toMatch(/remotes\.json|<script/);
    expect(shell.boot).toMatch(/^<div class="?boot"?[^>]*><span><\/span><\/div>$/);
    expect(shell.bodyEnd.trim()).toBe('<noscript>Scripts, please.</noscript>');
    expect(shell.htmlOpen).toMatch(/^<html lang="?en"?>$/);
  });

  it('gives a document for a page without head, body or #root', () => {
    const shell = parseShellDocument('<!doctype html><title>shell</title>');
    expect(shell).toMatchObject({ htmlOpen: '<html>', scripts: [], rootOpen: '<div id="root">', boot: '', bodyEnd: '', head: [{ slot: 'title', markup: '<title>shell</title>' }] });
  });
});

describe('the page document, written in one pass', () => {
  const shell = parseShellDocument(BUILT);

  it('writes the head in one order: the build’s tags with the page’s title and description, the capture, the data, the hints, the loader, SEO, styles, noindex', () => {
    const meta = { title: 'Ukweli | Nyota Creative', description: 'A case study' };
    const html = pageDocument({
      shell,
      startup: STARTUP,
      meta,
      seo: headTags({ pathname: '/portfolio/ukweli', meta, shellDist: '/nowhere', origin: 'https://nyota.example' }),
      styles: [
        { tag: 'style', attrs: { 'data-ssr-global': 'g1' }, css: 'body{margin:0}' },
        { tag: 'style', attrs: { 'data-ssr-css': 'css a1' }, css: '.css-a1{color:red}' },
      ],
      noindex: true,
      body: '<main>Ukweli</main>',
    });
    expect(headOrder(html)).toEqual([
      'meta charset=utf-8',
      'meta name=viewport',
      'title',
      'meta name=description',
      'meta name=theme-color',
      'link rel=icon',
      'style',
      'script',
      'script type=application/json',
      'script type=application/json',
      'link rel=preload',
      'link rel=preload',
      'link rel=preload',
      'link rel=preload',
      'script type=application/json',
      'script',
      'link rel=canonical',
      ...Array(10).fill(null).map((_, i) => `meta property=${['og:site_name', 'og:type', 'og:url', 'og:title', 'og:description', 'og:image', 'og:image:width', 'og:image:height', 'og:image:alt', 'og:locale'][i]}`),
      'meta name=twitter:card',
      'meta name=twitter:title',
      'meta name=twitter:description',
      'meta name=twitter:image',
      'script type=application/ld+json',
      'style data-ssr-global=g1',
      'style data-ssr-css=css',
      'meta name=robots',
    ]);
    expect(html).toMatch(/^<!doctype html><html lang=en><head><meta charset=utf-8>/);
    expect(html).toContain('<title>Ukweli | Nyota Creative</title><meta name="description" content="A case study">');
    expect(html).toContain('<style data-ssr-css="css a1">.css-a1{color:red}</style><meta name="robots" content="noindex"></head>');
    expect(html).toMatch(/<\/head><body><div id="root" data-ssr="true"><main>Ukweli<\/main><\/div><noscript>Scripts, please.<\/noscript><\/body><\/html>$/);
    expect(readScriptList(html)).toEqual(STARTUP.files);
    // The hints ask for every start-up file, the main script first, each once.
    expect([...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1])).toEqual(['/main.1a2b.js', '/bootstrap.1.js', '/remotes/blog/v2/remoteEntry.js']);
    // The capture before the loader: the only scripts a browser runs, each the constant text the CSP hashes.
    expect(inlineScripts(html)).toEqual([EVENT_CAPTURE_SCRIPT, SCRIPT_LOADER_SCRIPT]);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it('keeps the shell’s own title, description and start-up spinner for a page the browser renders alone', () => {
    const html = pageDocument({ shell, startup: STARTUP, body: null });
    expect(html).toContain('<title>Nyota Creative | Agency</title><meta name=description content="The agency &amp; its work.">');
    expect(html).toContain('<body><div id=root><div class=boot role=status aria-label=Loading><span></span></div></div><noscript>');
    expect(html).not.toContain('data-ssr');
    expect(html).not.toContain('noindex');
  });

  it('escapes what a page says of itself, and nothing a page or a map says can close its element', () => {
    const html = pageDocument({
      shell,
      startup: { ...STARTUP, remotes: { blog: '</script><script>alert(1)</script>' }, files: { scripts: [], preload: ['/x.js"><script>alert(2)</script>'], fetch: [] } },
      meta: { title: 'Blog <&> $\' | Nyota Creative', description: 'Say "hi"' },
      styles: [{ tag: 'style', attrs: { 'data-ssr-css': 'css' }, css: 'a{content:"</style><img src=x onerror=alert(3)>"}' }],
      body: '',
    });
    expect(html).toContain('<title>Blog &lt;&amp;&gt; $&#39; | Nyota Creative</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;">');
    expect(html).not.toMatch(/<script>alert|<\/style><img/);
    expect(inlineScripts(html)).toEqual([EVENT_CAPTURE_SCRIPT, SCRIPT_LOADER_SCRIPT]);
  });
});
