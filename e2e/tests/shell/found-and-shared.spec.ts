import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Issue 53, "found and shared well": /robots.txt and /sitemap.xml, the canonical link, the Open
 * Graph and Twitter card tags with a picture made for the page, the JSON-LD of every kind of page
 * (the agency, breadcrumbs, an article, a case study), the icons and the web manifest.
 */

type Json = Record<string, unknown>;

/** The page's head as the server sends it (what a crawler or a share preview reads: no script runs). */
async function head(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const attr = (selector: RegExp) => selector.exec(headHtml)?.[1] ?? null;
  const meta = (key: string) => attr(new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`));
  const blocks = [...headHtml.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
  return { canonical: attr(/<link rel="canonical" href="([^"]*)"/), meta, ld: blocks, policy: res.headers()['content-security-policy'] ?? '' };
}

const graphOf = (ld: Json[]) => {
  expect(ld).toHaveLength(1);
  expect(ld[0]!['@context']).toBe('https://schema.org');
  return ld[0]!['@graph'] as Json[];
};
const ofType = (graph: Json[], type: string) => graph.filter((node) => ([] as unknown[]).concat(node['@type']).includes(type));
const absolute = (value: unknown, origin: string) => typeof value === 'string' && value.startsWith(`${origin}/`);

function expectAgency(graph: Json[], origin: string) {
  const [agency] = ofType(graph, 'Organization');
  expect(agency, 'the agency').toBeTruthy();
  expect(agency!['@type']).toEqual(['Organization', 'LocalBusiness']);
  expect(agency!.name).toBe('Nyota Creative');
  expect(absolute(agency!.url, origin) && absolute(agency!.logo, origin)).toBe(true);
  const phones = (agency!.contactPoint as Json[]).map((c) => `${c.areaServed} ${c.telephone}`);
  expect(phones).toEqual(['UG +256 772 601 944', 'RW +250 788 412 630', 'RW +250 722 905 118']);
  const offices = (agency!.department as Json[]).map((d) => `${(d.address as Json).addressLocality}, ${(d.address as Json).addressCountry}: ${d.telephone}`);
  expect(offices).toEqual(['Kampala, UG: +256 772 601 944', 'Kigali, RW: +250 788 412 630']);
}

function expectBreadcrumbs(graph: Json[], origin: string, names: string[]) {
  const [list] = ofType(graph, 'BreadcrumbList');
  const items = list!.itemListElement as Json[];
  expect(items.map((i) => i.name)).toEqual(names);
  items.forEach((item, i) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(i + 1);
    expect(absolute(item.item, origin)).toBe(true);
  });
}

/**
 * A 1200x630 share picture of this site: a page's own card made at build time (packages/artwork:
 * /og/<page>.jpg), or a published article's or case study's, drawn by the API from its published
 * revision (/api/content/cards/<kind>/<slug>.png) so that it follows publishing.
 */
async function expectShareImage(request: APIRequestContext, url: string | null, origin: string) {
  const card = url?.startsWith(`${origin}/api/content/cards/`) ?? false;
  expect(url && (url.startsWith(`${origin}/og/`) || card)).toBeTruthy();
  const res = await request.get(url!.slice(origin.length));
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe(card ? 'image/png' : 'image/jpeg');
  const bytes = await res.body();
  if (card) {
    // The PNG's IHDR chunk: width and height right after the signature and the chunk header.
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    return;
  }
  // The JPEG's own frame header (SOFn) says 1200 x 630.
  let at = 2;
  while (at < bytes.length && !(bytes[at] === 0xff && bytes[at + 1]! >= 0xc0 && bytes[at + 1]! <= 0xc3)) at += 2 + bytes.readUInt16BE(at + 2);
  expect([bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)]).toEqual([1200, 630]);
}

test('robots.txt keeps out the admin, the dashboard and the payment pages and names the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await res.text()).split('\n');
  expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /payment', `Sitemap: ${baseURL}/sitemap.xml`]));
});

test('every address of the sitemap answers 200 and has a lastmod; the case studies and articles are in it', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await res.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)].map((m) => m[1]!);
  expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
  const paths = urls.map((u) => {
    expect(u.startsWith(`${baseURL}/`)).toBe(true);
    return u.slice(baseURL!.length);
  });
  expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/services', '/portfolio', '/blog', '/pricing', '/contact', '/resource-hub', '/creative-design']));
  expect(paths.filter((p) => p.startsWith('/portfolio/'))).toHaveLength(7);
  expect(paths.filter((p) => p.startsWith('/blog/'))).toHaveLength(4);
  expect(paths.filter((p) => /^\/(admin|dashboard|payment)/.test(p))).toEqual([]);
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of paths) {
    const page = await request.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
  }
});

test('a case study: canonical, share tags with its own work, the agency, breadcrumbs and a CreativeWork', async ({ request, baseURL }) => {
  const origin = baseURL!;
  const page = await head(request, '/portfolio/sunharvest?utm_source=whatsapp');
  expect(page.canonical).toBe(`${origin}/portfolio/sunharvest`);
  expect(page.meta('og:url')).toBe(`${origin}/portfolio/sunharvest`);
  expect(page.meta('og:type')).toBe('article');
  expect(page.meta('og:title')).toBe('Sunharvest Display Campaign | Nyota Creative');
  expect(page.meta('og:description')?.length).toBeGreaterThan(20);
  expect(page.meta('twitter:card')).toBe('summary_large_image');
  expect(page.meta('og:image')).toBe(`${origin}/api/content/cards/case-study/sunharvest.png`);
  expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
  await expectShareImage(request, page.meta('og:image'), origin);
  const graph = graphOf(page.ld);
  expectAgency(graph, origin);
  expectBreadcrumbs(graph, origin, ['Home', 'Portfolio', 'Sunharvest Display Campaign']);
  const [work] = ofType(graph, 'CreativeWork');
  expect(work).toMatchObject({ name: 'Sunharvest Display Campaign', url: `${origin}/portfolio/sunharvest`, image: page.meta('og:image'), creator: { '@id': `${origin}/#organization` } });
  expect((work!.sourceOrganization as Json).name).toBe('Sunharvest');
  // A data block, never run: the page's policy allows no script for it.
  expect(page.policy).toMatch(/script-src 'self'/);
});

test('an article: Article with its headline, date, author and picture', async ({ request, baseURL }) => {
  const origin = baseURL!;
  const page = await head(request, '/blog/future-of-motion-graphics');
  expect(page.canonical).toBe(`${origin}/blog/future-of-motion-graphics`);
  await expectShareImage(request, page.meta('og:image'), origin);
  const graph = graphOf(page.ld);
  expectAgency(graph, origin);
  expectBreadcrumbs(graph, origin, ['Home', 'Blog', 'The Future of Motion Graphics']);
  const [article] = ofType(graph, 'Article');
  expect(article).toMatchObject({
    headline: 'The Future of Motion Graphics',
    datePublished: '2024-02-20',
    author: { '@type': 'Person', name: 'Ruth Nakato' },
    image: [page.meta('og:image')],
    publisher: { '@id': `${origin}/#organization` },
  });
});

test('the home page and a service page: the agency, no breadcrumb on the home page; an alias points at its page', async ({ request, baseURL }) => {
  const origin = baseURL!;
  const home = await head(request, '/');
  expect(home.canonical).toBe(`${origin}/`);
  const homeGraph = graphOf(home.ld);
  expectAgency(homeGraph, origin);
  expect(ofType(homeGraph, 'BreadcrumbList')).toEqual([]);
  await expectShareImage(request, home.meta('og:image'), origin);

  const service = await head(request, '/creative-design');
  expectBreadcrumbs(graphOf(service.ld), origin, ['Home', 'Creative Design']);
  expect(service.meta('og:image')).toBe(`${origin}/og/creative-design.jpg`);
  const contact = await head(request, '/contact?type=consultation');
  expect(contact.canonical).toBe(`${origin}/contact`);
  const alias = await head(request, '/marketing-advertising');
  expect(alias.canonical).toBe(`${origin}/digital-marketing`);
});

test('icons for every platform and a web manifest', async ({ request }) => {
  const html = await (await request.get('/about')).text();
  // The shell's page is minified: attribute values may come without quotes.
  const links = [...html.matchAll(/<link rel="?([a-z-]+)"? href="?([^" >]+)"?/g)].map((m) => `${m[1]} ${m[2]}`);
  expect(links).toEqual(expect.arrayContaining(['icon /favicon.ico', 'icon /favicon.svg', 'apple-touch-icon /apple-touch-icon.png', 'manifest /manifest.webmanifest']));
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose?: string }[] };
  expect(body).toMatchObject({ name: 'Nyota Creative', start_url: '/', display: 'standalone' });
  expect(body.icons.map((i) => `${i.sizes} ${i.purpose ?? ''}`.trim())).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const src of ['/favicon.ico', '/apple-touch-icon.png', ...body.icons.map((i) => i.src)]) {
    const res = await request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()['content-type'], src).toMatch(/^image\//);
  }
});
