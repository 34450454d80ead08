#!/usr/bin/env node
/**
 * Draws every picture of the site's work and writes it where the pages load it:
 *   - the seven case studies (hero, cover, gallery) and mf-portfolio/src/content/media.generated.ts;
 *   - the marketing pictures (home, Creative Design, About, Web Development, motion thumbnails);
 *   - the 1200x630 share pictures (shell/public/og/) and the icons (shell/public/);
 *   - the free and paid resource documents (services/assets/), see ./documents.mjs.
 * Run after changing a client's facts (../src/brands.mjs) or a scene (../src/scenes.mjs):
 *   node packages/artwork/bin/generate.mjs [images|share|icons|documents ...]
 * Needs the Chromium of the e2e tests (/usr/bin/chromium, or CHROMIUM_PATH); no network.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BRANDS, CASE_STUDIES } from '../src/brands.mjs';
import { SCENES, wallOfWork } from '../src/scenes.mjs';
import { openRenderer, ROOT } from '../src/render.mjs';
import { shareCard, OG_SIZE } from '../src/og.mjs';
import { makeDocuments } from '../src/documents.mjs';
import { ICON_SVG, icoFromPng } from '../src/icons.mjs';

const PORTFOLIO = path.join(ROOT, 'mf-portfolio', 'src');
const MARKETING = path.join(ROOT, 'mf-marketing', 'src', 'assets', 'images');
const PUBLIC = path.join(ROOT, 'shell', 'public');

/** Each case study: the scene of its hero, its cover and its gallery boards (file names kept). */
const STUDY_ART = {
  ukweli: { hero: 'brandBoard', cover: 'laptop', gallery: ['logo', 'palette', 'phone', 'type'] },
  greenwave: { hero: 'billboard', cover: 'packaging', gallery: ['logo', 'stationery', 'pattern', 'palette'] },
  sunharvest: { hero: 'packaging', cover: 'billboard', gallery: ['billboard', 'poster', 'social', 'logo'] },
  'urban-pulse': { hero: 'billboard', cover: 'posterWall', gallery: ['logo', 'poster', 'social', 'pattern', 'billboard', 'stationery', 'type', 'palette'] },
  'money-and-markets-uganda': { hero: 'social', cover: 'phones', gallery: ['phone', 'logo', 'social', 'palette'] },
  echotech: { hero: 'billboard', cover: 'brandBoard', gallery: ['logo', 'pattern', 'stationery', 'billboard'] },
  sls: { hero: 'posterWall', cover: 'report', gallery: ['report', 'poster', 'stationery', 'social'] },
};

/** A gallery kind's scene (the portfolio's file names say "phone" and "poster"). */
const KIND_SCENE = { phone: (b) => (b.app ? 'phones' : 'laptop'), poster: () => 'posterWall' };
const sceneOf = (kind, b) => (KIND_SCENE[kind] ? KIND_SCENE[kind](b) : kind);

/** What each scene shows, for the alt text. */
const ALT = {
  laptop: (b) => `${b.name} website on a laptop: the "${(b.site?.headline ?? b.tag)}" home page with its latest stories`,
  phones: (b) => `${b.name} mobile app on two phones: live market prices, a chart and the news feed`,
  billboard: (b) => `${b.name} roadside billboard: "${(b.billboard?.headline ?? b.tag)}"`,
  posterWall: (b) => `${b.name} campaign posters pasted on a city wall`,
  packaging: (b) => `${b.name} packaging: ${b.products.join(', ')} with their labels`,
  brandBoard: (b) => `${b.name} brand system: logo, colour palette, typography, icons and applications`,
  stationery: (b) => `${b.name} stationery: letterhead, business cards and envelope`,
  report: (b) => `${b.name} ${b.report.title.toLowerCase()}: the printed cover and an inside spread`,
  social: (b) => `${b.name} social media grid of nine branded posts`,
  logo: (b) => `${b.name} logo lockup with the line "${b.tag}", in full colour, reversed and as a symbol`,
  palette: (b) => `${b.name} colour palette: five swatches with their names, hex codes and uses`,
  type: (b) => `${b.name} typography: Space Grotesk for display and Inter for text`,
  pattern: (b) => `${b.name} brand pattern built from its symbol`,
};

const SIZES = {
  hero: { w: 2400, h: 1100, widths: [768, 1280, 1920] },
  cover: { w: 1600, h: 1000, widths: [800, 1600] },
  board: { w: 1200, h: 900, widths: [600, 1200] },
};

async function caseStudies(r) {
  const imports = [];
  const entries = [];
  const ident = (slug, file) => `${slug}_${file}`.replace(/[^a-zA-Z0-9]/g, '_');
  const one = async (slug, name, size, scene, alt) => {
    const b = BRANDS[slug];
    const dir = path.join(PORTFOLIO, 'assets', slug);
    const files = size.widths.map((width) => ({ file: `${name}-${width}.webp`, width, height: Math.round((size.h * width) / size.w) }));
    await r.svgTo(SCENES[scene](b, size.w, size.h), size.w, size.h, files.map((f) => ({ file: path.join(dir, f.file), width: f.width, quality: 0.78 })));
    for (const f of files) imports.push(`import ${ident(slug, f.file)} from '../assets/${slug}/${f.file}';`);
    const largest = files[files.length - 1];
    const srcSet = files.map((f) => `[${ident(slug, f.file)}, ${f.width}]`).join(', ');
    return { source: `{ src: ${ident(slug, largest.file)}, width: ${largest.width}, height: ${largest.height}, srcSet: [${srcSet}] }`, alt };
  };
  for (const slug of CASE_STUDIES) {
    const b = BRANDS[slug];
    const art = STUDY_ART[slug];
    fs.rmSync(path.join(PORTFOLIO, 'assets', slug), { recursive: true, force: true });
    const hero = await one(slug, 'hero', SIZES.hero, art.hero, '');
    const cover = await one(slug, 'cover', SIZES.cover, art.cover, ALT[art.cover](b));
    const gallery = [];
    for (const [i, kind] of art.gallery.entries()) gallery.push(await one(slug, `gallery-${i + 1}-${kind}`, SIZES.board, sceneOf(kind, b), ALT[sceneOf(kind, b)](b)));
    entries.push(
      `  '${slug}': {\n    hero: ${hero.source},\n    cover: { image: ${cover.source}, alt: ${JSON.stringify(cover.alt)} },\n    gallery: [\n${gallery
        .map((g) => `      { image: ${g.source}, alt: ${JSON.stringify(g.alt)} },`)
        .join('\n')}\n    ],\n  },`,
    );
    process.stdout.write(`${slug} `);
  }
  fs.writeFileSync(
    path.join(PORTFOLIO, 'content', 'media.generated.ts'),
    `// Generated by packages/artwork/bin/generate.mjs: edit the script, not this file.\nimport type { ImageSource } from '@agency/ui';\n${imports.join('\n')}\n\nexport interface AltImage {\n  image: ImageSource;\n  alt: string;\n}\n\nexport interface CaseStudyMedia {\n  hero: ImageSource;\n  cover: AltImage;\n  gallery: AltImage[];\n}\n\nexport const caseStudyMedia: Record<string, CaseStudyMedia> = {\n${entries.join('\n')}\n};\n`,
  );
}

/**
 * The marketing slice's pictures, under their existing names: [name, width, height, draw].
 * Each file is written at its full width and at half of it (the pages' srcset).
 */
const MARKETING_ART = [
  ['home-creative', 1200, 800, (w, h) => SCENES.brandBoard(BRANDS.echotech, w, h)],
  ['work-ukweli-guidelines', 960, 640, (w, h) => SCENES.report(BRANDS.ukweli, w, h)],
  ['work-urbanpulse-1', 960, 640, (w, h) => SCENES.posterWall(BRANDS['urban-pulse'], w, h)],
  ['work-urbanpulse-2', 960, 640, (w, h) => SCENES.social(BRANDS['urban-pulse'], w, h)],
  ['work-urbanpulse-3', 960, 640, (w, h) => SCENES.billboard(BRANDS['urban-pulse'], w, h)],
  ['about-studio', 1200, 800, (w, h) => wallOfWork(BRANDS, w, h)],
  ['cd-banner', 1600, 640, (w, h) => SCENES.stationery(BRANDS.ukweli, w, h)],
  ['cd-ukweli-1', 1200, 800, (w, h) => SCENES.logo(BRANDS.ukweli, w, h)],
  ['cd-ukweli-2', 1200, 800, (w, h) => SCENES.report(BRANDS.ukweli, w, h)],
  ['cd-ukweli-3', 1200, 800, (w, h) => SCENES.laptop(BRANDS.ukweli, w, h)],
  ['cd-ukweli-4', 1200, 800, (w, h) => SCENES.social(BRANDS.ukweli, w, h)],
  ['cd-ukweli-5', 1200, 800, (w, h) => SCENES.stationery(BRANDS.ukweli, w, h)],
  ['cd-greenwave-1', 1200, 800, (w, h) => SCENES.packaging(BRANDS.greenwave, w, h)],
  ['cd-greenwave-2', 1200, 800, (w, h) => SCENES.billboard(BRANDS.greenwave, w, h)],
  ['cd-greenwave-3', 1200, 800, (w, h) => SCENES.stationery(BRANDS.greenwave, w, h)],
  ['cd-moriah-1', 1200, 800, (w, h) => SCENES.social(BRANDS.moriah, w, h)],
  ['cd-act-1', 1200, 800, (w, h) => SCENES.logo(BRANDS.act, w, h)],
  ['web-mmu', 960, 640, (w, h) => SCENES.phones(BRANDS['money-and-markets-uganda'], w, h)],
  ['web-ukweli', 960, 640, (w, h) => SCENES.laptop(BRANDS.ukweli, w, h)],
  // Thumbnails of the motion pieces: the work alone (the caption under each names it).
  ['motion-sunharvest-thumb', 640, 360, (w, h) => SCENES.billboard(BRANDS.sunharvest, w, h)],
  ['motion-ukweli-thumb', 640, 360, (w, h) => SCENES.logo(BRANDS.ukweli, w, h)],
  ['motion-mmu-thumb', 640, 360, (w, h) => SCENES.phones(BRANDS['money-and-markets-uganda'], w, h)],
  ['motion-urbanpulse-thumb', 640, 360, (w, h) => SCENES.posterWall(BRANDS['urban-pulse'], w, h)],
  ['home-reel-thumb', 640, 360, (w, h) => wallOfWork(BRANDS, w, h)],
];

async function marketing(r) {
  for (const [name, w, h, draw] of MARKETING_ART) {
    // Drawn at twice the largest size for crisp type, then encoded at the two widths the pages use.
    await r.svgTo(draw(w * 2, h * 2), w * 2, h * 2, [w, w / 2].map((width) => ({ file: path.join(MARKETING, `${name}-${width}.webp`), width, quality: 0.8 })));
    process.stdout.write(`${name} `);
  }
}

/** The other pages' share pictures: [file key (the path's words), title, kicker, client, scene]. */
const SHARE_PAGES = [
  ['about', 'Kampala and Kigali studio', 'About Nyota Creative', null, null],
  ['services', 'Comprehensive Brand Solutions', 'Services', 'echotech', 'brandBoard'],
  ['portfolio', 'Our work', 'Portfolio', null, null],
  ['blog', 'Insights and strategies for modern brands', 'Blog', null, null],
  ['pricing', 'Brand training and tool kits', 'Pricing', 'ukweli', 'report'],
  ['contact', "Let's Connect", 'Contact', null, null],
  ['resource-hub', 'Brand tools, templates and guides', 'Resource Hub', 'sls', 'report'],
  ['creative-design', 'Visually Powerful. Strategically Driven.', 'Creative Design', 'ukweli', 'brandBoard'],
  ['motion-graphics', 'Start Your Motion Project', 'Motion Graphics', 'urban-pulse', 'posterWall'],
  ['strategic-solutions', 'Brand and growth strategy', 'Strategic Solutions', 'echotech', 'report'],
  ['digital-marketing', 'Campaigns measured every month', 'Marketing & Advertising', 'sunharvest', 'billboard'],
  ['marketing-advertising', 'Campaigns measured every month', 'Marketing & Advertising', 'sunharvest', 'billboard'],
  ['data-driven-branding', 'Evidence behind every brand decision', 'Data-driven Branding', 'money-and-markets-uganda', 'phones'],
  ['brand-strategy-insights', 'Research, insight and positioning', 'Brand Strategy & Insights', 'greenwave', 'packaging'],
  ['web-development', 'Fast, accessible websites', 'Web Development', 'ukweli', 'laptop'],
];

/** Share pictures: one per case study, article and page (shell/public/og/<key>.jpg). */
async function share(r) {
  const out = path.join(PUBLIC, 'og');
  fs.rmSync(out, { recursive: true, force: true });
  const asData = async (svg, w, h) => {
    const tmp = path.join(out, '.tmp.png');
    await r.svgTo(svg, w, h, [{ file: tmp, width: w, type: 'image/png' }]);
    const data = `data:image/png;base64,${fs.readFileSync(tmp).toString('base64')}`;
    fs.rmSync(tmp);
    return data;
  };
  const card = async (key, art, title, kicker) =>
    r.svgTo(shareCard({ art, title, kicker }), OG_SIZE.W, OG_SIZE.H, [{ file: path.join(out, `${key}.jpg`), width: OG_SIZE.W, type: 'image/jpeg', quality: 0.82 }]);
  const wall = await asData(wallOfWork(BRANDS, OG_SIZE.W, OG_SIZE.H), OG_SIZE.W, OG_SIZE.H);
  await card('site', wall, 'Build Smarter. Create Bolder. Grow Faster.', 'Brand, design and digital agency');
  const index = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages', 'gateway', 'src', 'seo', 'site-index.json'), 'utf8'));
  for (const { slug, title, client } of index.caseStudies) {
    const art = await asData(SCENES[STUDY_ART[slug].cover](BRANDS[slug], OG_SIZE.W, OG_SIZE.H), OG_SIZE.W, OG_SIZE.H);
    await card(`portfolio-${slug}`, art, title, `Case study · ${client}`);
  }
  for (const { slug, title, section } of index.articles) {
    const file = path.join(ROOT, 'mf-blog', 'src', 'assets', `${slug}-1024.webp`);
    const art = `data:image/webp;base64,${fs.readFileSync(file).toString('base64')}`;
    await card(`blog-${slug}`, art, title, `Blog · ${section}`);
  }
  for (const [key, title, kicker, brand, scene] of SHARE_PAGES) {
    const art = brand ? await asData(SCENES[scene](BRANDS[brand], OG_SIZE.W, OG_SIZE.H), OG_SIZE.W, OG_SIZE.H) : wall;
    await card(key, art, title, kicker);
  }
  process.stdout.write('share ');
}

async function icons(r) {
  const svg = (size, pad) => ICON_SVG(size, pad);
  await r.svgTo(svg(180, 0.12), 180, 180, [{ file: path.join(PUBLIC, 'apple-touch-icon.png'), width: 180, type: 'image/png' }]);
  await r.svgTo(svg(192, 0), 192, 192, [{ file: path.join(PUBLIC, 'icon-192.png'), width: 192, type: 'image/png' }]);
  await r.svgTo(svg(512, 0), 512, 512, [{ file: path.join(PUBLIC, 'icon-512.png'), width: 512, type: 'image/png' }]);
  await r.svgTo(svg(512, 0.2), 512, 512, [{ file: path.join(PUBLIC, 'icon-maskable-512.png'), width: 512, type: 'image/png' }]);
  const tmp = path.join(PUBLIC, '.favicon-32.png');
  await r.svgTo(svg(32, 0), 32, 32, [{ file: tmp, width: 32, type: 'image/png' }]);
  fs.writeFileSync(path.join(PUBLIC, 'favicon.ico'), icoFromPng(fs.readFileSync(tmp), 32));
  fs.rmSync(tmp);
  process.stdout.write('icons ');
}

const STEPS = { images: async (r) => { await caseStudies(r); await marketing(r); }, share, icons, documents: makeDocuments };
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(STEPS);
const renderer = await openRenderer();
try {
  for (const step of wanted) {
    if (!STEPS[step]) throw new Error(`unknown step "${step}": one of ${Object.keys(STEPS).join(', ')}`);
    await STEPS[step](renderer);
  }
} finally {
  await renderer.close();
}
process.stdout.write('\ndone\n');
