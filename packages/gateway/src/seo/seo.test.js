'use strict';
const path = require('path');
const { headTags } = require('./head-tags');
const { renderElement } = require('../document/page-html');
const { robotsTxt, sitemapEntries, sitemapXml } = require('./sitemap');
const { publicOrigin } = require('./site');
const { inlineScripts } = require('../edge/csp');

const SHELL_PUBLIC = path.join(__dirname, '..', '..', '..', '..', 'shell', 'public');
const ORIGIN = 'https://nyota.example';

describe('sitemap and robots', () => {
  // The API's lists (./content-index.js asks for them): seven case studies and four articles.
  const content = {
    caseStudies: ['ukweli', 'greenwave', 'sunharvest', 'urban-pulse', 'money-and-markets-uganda', 'echotech', 'sls'].map((slug) => ({ slug })),
    articles: [
      { slug: 'ai-in-modern-branding', date: '2024-03-15' },
      { slug: 'creating-memorable-brand-experiences', date: '2024-03-08' },
      { slug: 'data-driven-design-decisions', date: '2024-02-28' },
      { slug: 'future-of-motion-graphics', date: '' },
    ],
  };
  const entries = sitemapEntries({ releasedOn: '2026-11-28', content });
  const paths = entries.map((e) => e.pathname);

  it('lists the route table\'s public pages, the seven case studies and the four articles, each once', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/pricing', '/resource-hub', '/web-development', '/portfolio/ukweli', '/blog/future-of-motion-graphics']));
    expect(paths.filter((p) => p.startsWith('/portfolio/'))).toHaveLength(7);
    expect(paths.filter((p) => p.startsWith('/blog/'))).toHaveLength(4);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves out parameters, redirects, aliases, the admin, the dashboard and the payment pages', () => {
    for (const left of ['/admin', '/dashboard', '/payment', '/payment/callback', '/payment/success', '/motion-design', '/marketing-advertising']) expect(paths).not.toContain(left);
    expect(paths.some((p) => p.includes(':') || p.includes('*'))).toBe(false);
  });

  it('dates an article by its own date and the other pages by the release', () => {
    expect(entries.find((e) => e.pathname === '/blog/ai-in-modern-branding')?.lastmod).toBe('2024-03-15');
    expect(entries.find((e) => e.pathname === '/about')?.lastmod).toBe('2026-11-28');
    const xml = sitemapXml(ORIGIN, entries);
    expect(xml).toContain('<url><loc>https://nyota.example/portfolio/sls</loc><lastmod>2026-11-28</lastmod></url>');
    expect(entries.find((e) => e.pathname === '/blog/future-of-motion-graphics')?.lastmod).toBe('2026-11-28');
  });

  it('names the pages alone while the API has never answered (no copy of the content)', () => {
    const alone = sitemapEntries({ releasedOn: '2026-11-28' }).map((e) => e.pathname);
    expect(alone).toEqual(expect.arrayContaining(['/', '/portfolio', '/blog']));
    expect(alone.filter((p) => /^\/(portfolio|blog)\/./.test(p))).toEqual([]);
  });

  it('keeps crawlers out of the private pages and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe('User-agent: *\nDisallow: /admin\nDisallow: /dashboard\nDisallow: /payment\nAllow: /\n\nSitemap: https://nyota.example/sitemap.xml\n');
  });

  it('takes the public origin from PUBLIC_URL, without a trailing slash', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://nyota.example/' })).toBe('https://nyota.example');
    expect(publicOrigin({ PORT: '4000' })).toBe('http://localhost:4000');
  });
});

describe('head tags', () => {
  const tags = (pathname, meta) => headTags({ pathname, meta, shellDist: SHELL_PUBLIC, origin: ORIGIN }).map(renderElement).join('');

  it('escapes the page\'s words and keeps a "</script>" in them from closing the JSON-LD block', () => {
    const html = tags('/portfolio/ukweli', { title: 'A "title" </script><script>alert(1)</script> | Nyota Creative', description: 'x & y', jsonLd: { '@type': 'CreativeWork', name: '</script><script>alert(2)</script>' } });
    expect(html).toContain('<meta property="og:title" content="A &quot;title&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Nyota Creative">');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');
    expect(ld['@graph'].map((n) => n['@type'])).toEqual([['Organization', 'LocalBusiness'], 'BreadcrumbList', 'CreativeWork']);
  });

  it("names the agency's published contact details, and none when the render could not read them", () => {
    const contact = {
      email: 'studio@example.com',
      phones: [
        { countryCode: 'RW', display: '+250 700 000 001' },
        { countryCode: 'UG', display: '+256 700 000 002' },
      ],
      offices: [
        { locality: 'Kampala', country: 'UG', phone: '+256 700 000 002' },
        { locality: 'Kigali', country: 'RW', phone: '+250 700 000 001' },
      ],
      socials: { facebook: 'https://facebook.example/n', instagram: 'https://instagram.example/n', linkedin: 'https://linkedin.example/n' },
    };
    const ldOf = (html) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null')['@graph'][0];
    const org = ldOf(headTags({ pathname: '/about', meta: { title: 'About', description: 'd' }, shellDist: SHELL_PUBLIC, origin: ORIGIN, contact }).map(renderElement).join(''));
    expect(org).toMatchObject({ name: 'Nyota Creative', email: 'studio@example.com', telephone: '+256 700 000 002', sameAs: Object.values(contact.socials) });
    expect(org.contactPoint.map((p) => [p.telephone, p.areaServed])).toEqual([['+256 700 000 002', 'UG'], ['+250 700 000 001', 'RW']]);
    expect(org.department.map((d) => d.name)).toEqual(['Nyota Creative Kampala', 'Nyota Creative Kigali']);
    const bare = ldOf(tags('/about', { title: 'About', description: 'd' }));
    expect(bare.name).toBe('Nyota Creative');
    for (const key of ['email', 'telephone', 'contactPoint', 'address', 'sameAs']) expect(bare).not.toHaveProperty(key);
  });

  it('gives a page its own share picture and the site\'s picture to a page without one', () => {
    expect(tags('/about', { title: 'About', description: 'd' })).toContain(`content="${ORIGIN}/og/about.jpg"`);
    expect(tags('/portfolio/sls', { title: 'SLS', description: 'd' })).toContain(`content="${ORIGIN}/og/site.jpg"`);
    expect(tags('/training', { title: 'Training', description: 'd' })).toContain(`content="${ORIGIN}/og/site.jpg"`);
  });

  it('adds nothing to a page not found or a redirect', () => {
    expect(tags('/nope', { title: 'Page not found', description: 'd', status: 404 })).toBe('');
    expect(tags('/blog/1', { title: '', description: '', status: 302 })).toBe('');
    expect(tags('/blog/old-slug', { title: '', description: '', status: 301 })).toBe('');
  });

  it("takes a content page's share card (made absolute) and its own JSON-LD node, kept a data block", () => {
    const jsonLd = { '@context': 'https://schema.org', '@type': 'Article', headline: 'New </script><script>alert(1)</script>', datePublished: '2026-11-29' };
    const html = tags('/blog/new-post', { title: 'New post | Nyota Creative', description: 'd', image: '/api/content/cards/article/new-post.png', jsonLd });
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/api/content/cards/article/new-post.png">`);
    expect(html).toContain(`<meta name="twitter:image" content="${ORIGIN}/api/content/cards/article/new-post.png">`);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    // A data block: the page's policy has no hash to allow for it.
    expect(inlineScripts(html)).toEqual([]);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');
    // The page's facts, with the links only the site knows: its address, the absolute card, the agency.
    expect(ld['@graph'].at(-1)).toEqual({
      '@id': `${ORIGIN}/blog/new-post#article`,
      '@type': 'Article',
      headline: jsonLd.headline,
      description: 'd',
      datePublished: '2026-11-29',
      image: [`${ORIGIN}/api/content/cards/article/new-post.png`],
      publisher: { '@id': `${ORIGIN}/#organization` },
      mainEntityOfPage: `${ORIGIN}/blog/new-post`,
    });
    expect(ld['@graph'].map((n) => n['@type'])).toEqual([['Organization', 'LocalBusiness'], 'BreadcrumbList', 'Article']);
    // Another host is no share card of this site.
    expect(tags('/blog/new-post', { title: 'T', description: 'd', image: '//evil.example/x.png' })).toContain(`content="${ORIGIN}/og/site.jpg"`);
  });
});
