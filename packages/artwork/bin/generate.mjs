#!/usr/bin/env node
/**
 * Draws every picture of the site's work and writes it where the pages load it:
 *   - the seven case studies (hero, cover, gallery) as seeded content images (services/assets/content-images/);
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
import { shareCards, STUDY_ART } from '../src/share-pages.mjs';
import { makeDocuments } from '../src/documents.mjs';
import { ICON_SVG, icoFromPng } from '../src/icons.mjs';
import { PIECES, checkLengths } from '../src/motion/pieces.mjs';
import { encodePiece, frameAt } from '../src/motion/encode.mjs';
import { W as MOTION_W, H as MOTION_H } from '../src/motion/kit.mjs';
import { guidelinesHtml } from '../src/guidelines.mjs';

// Seeded content images: services/assets/content-images/<id>/<width>.webp, the API's files (issue 59).
// The ids are `<study>-<name>` (ukweli-hero, ukweli-gallery-1-logo): they must be the seed's ids (0302_content_seed.sql).
const CONTENT_IMAGES = path.join(ROOT, 'services', 'assets', 'content-images');
const MARKETING = path.join(ROOT, 'mf-marketing', 'src', 'assets', 'images');
const PUBLIC = path.join(ROOT, 'shell', 'public');

/**
 * A client's facts by its slug; unknown slugs stop the run.
 * @param {string} slug
 */
function brand(slug) {
  const b = BRANDS[/** @type {keyof typeof BRANDS} */ (slug)];
  if (!b) throw new Error(`no client "${slug}" in src/brands.mjs`);
  return b;
}

/** A gallery kind's scene (the portfolio's file names say "phone" and "poster"). */
const KIND_SCENE = { phone: (b) => (b.app ? 'phones' : 'laptop'), poster: () => 'posterWall' };
const sceneOf = (kind, b) => (KIND_SCENE[kind] ? KIND_SCENE[kind](b) : kind);

const SIZES = {
  hero: { w: 2400, h: 1100, widths: [768, 1280, 1920] },
  cover: { w: 1600, h: 1000, widths: [800, 1600] },
  board: { w: 1200, h: 900, widths: [600, 1200] },
};

async function caseStudies(r) {
  const one = async (slug, name, size, scene) => {
    const b = BRANDS[slug];
    const dir = path.join(CONTENT_IMAGES, `${slug}-${name}`);
    fs.rmSync(dir, { recursive: true, force: true });
    // Same widths, names and sizes as the seed's rows: a new drawing changes pixels, not the rows.
    await r.svgTo(SCENES[scene](b, size.w, size.h), size.w, size.h, size.widths.map((width) => ({ file: path.join(dir, `${width}.webp`), width, quality: 0.78 })));
  };
  for (const slug of CASE_STUDIES) {
    const b = BRANDS[slug];
    const art = STUDY_ART[slug];
    await one(slug, 'hero', SIZES.hero, art.hero);
    await one(slug, 'cover', SIZES.cover, art.cover);
    // Their alt texts are content now (content_images.alt), edited by staff with the image.
    for (const [i, kind] of art.gallery.entries()) await one(slug, `gallery-${i + 1}-${kind}`, SIZES.board, sceneOf(kind, b));
    process.stdout.write(`${slug} `);
  }
}

/**
 * The marketing slice's pictures, under their existing names: [name, width, height, draw].
 * Each file is written at its full width and at half of it (the pages' srcset).
 */
/** @type {Array<[name: string, width: number, height: number, draw: (w: number, h: number) => string]>} */
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
];

async function marketing(r) {
  for (const [name, w, h, draw] of MARKETING_ART) {
    // Drawn at twice the largest size for crisp type, then encoded at the two widths the pages use.
    await r.svgTo(draw(w * 2, h * 2), w * 2, h * 2, [w, w / 2].map((width) => ({ file: path.join(MARKETING, `${name}-${width}.webp`), width, quality: 0.8 })));
    process.stdout.write(`${name} `);
  }
}

/** Share pictures: the site's and one per page (shell/public/og/<key>.jpg), see ../src/share-pages.mjs. */
async function share(r) {
  const out = path.join(PUBLIC, 'og');
  fs.rmSync(out, { recursive: true, force: true });
  /** @type {Map<string, string>} */
  const arts = new Map();
  /** @param {import('../src/share-pages.mjs').ShareArt} art */
  const artData = async (art) => {
    const key = JSON.stringify(art);
    const known = arts.get(key);
    if (known) return known;
    const svg = art.kind === 'wall' ? wallOfWork(BRANDS, OG_SIZE.W, OG_SIZE.H) : SCENES[art.scene](brand(art.brand), OG_SIZE.W, OG_SIZE.H);
    const data = `data:image/png;base64,${(await r.draw(svg, OG_SIZE.W, OG_SIZE.H)).toString('base64')}`;
    arts.set(key, data);
    return data;
  };
  for (const card of shareCards()) {
    const svg = shareCard({ art: await artData(card.art), title: card.title, kicker: card.kicker });
    await r.svgTo(svg, OG_SIZE.W, OG_SIZE.H, [{ file: path.join(out, `${card.key}.jpg`), width: OG_SIZE.W, type: 'image/jpeg', quality: 0.82 }]);
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

/**
 * The motion pieces (src/motion/pieces.mjs) as AV1 WebM and H.264 MP4 (mf-marketing/src/assets/video/),
 * each with its poster frame (1280 wide) and the thumbnails its page shows (640 and 320 wide), all
 * taken from the same frame. `motion NAME...` makes only the named pieces.
 * @param {Renderer} r
 * @param {string[]} names
 */
async function motion(r, names) {
  checkLengths();
  for (const piece of PIECES.filter((p) => names.length === 0 || names.includes(p.name))) {
    const sizes = await encodePiece(r, piece, path.join(ROOT, 'mf-marketing', 'src', 'assets', 'video'));
    await poster(r, piece);
    process.stdout.write(`${piece.name} (${sizes.drawn} of ${sizes.frames} frames drawn; webm ${Math.round(sizes.webm / 1024)} KB, mp4 ${Math.round(sizes.mp4 / 1024)} KB) `);
  }
}

/**
 * A piece's poster (1280 wide) and thumbnails (640 and 320), from its frame at `piece.poster`.
 * @param {Renderer} r
 * @param {import('../src/motion/pieces.mjs').Piece} piece
 */
async function poster(r, piece) {
  const thumb = piece.name === 'home-reel' ? 'home-reel-thumb' : `${piece.name}-thumb`;
  await r.svgTo(frameAt(piece, piece.poster), MOTION_W, MOTION_H, [
    { file: path.join(MARKETING, `${piece.name}-poster-1280.webp`), width: 1280, quality: 0.82 },
    { file: path.join(MARKETING, `${thumb}-640.webp`), width: 640, quality: 0.8 },
    { file: path.join(MARKETING, `${thumb}-320.webp`), width: 320, quality: 0.8 },
  ]);
}

/**
 * Only the posters and thumbnails of the motion pieces (after changing a poster's second).
 * @param {Renderer} r
 */
async function posters(r) {
  for (const piece of PIECES) await poster(r, piece);
  process.stdout.write('posters ');
}

/**
 * The Ukweli Africa brand guidelines that the home page's PDF viewer opens (mf-marketing/src/assets/docs/).
 * @param {Renderer} r
 */
async function guidelines(r) {
  const file = path.join(ROOT, 'mf-marketing', 'src', 'assets', 'docs', 'ukweli-brand-guidelines.pdf');
  await r.pdf(guidelinesHtml(), file, { landscape: true, title: 'Ukweli Africa Brand Guidelines' });
  process.stdout.write(`guidelines (${Math.round(fs.statSync(file).size / 1024)} KB) `);
}

/** @typedef {Awaited<ReturnType<typeof openRenderer>>} Renderer */
/** @type {Record<string, (r: Renderer, names: string[]) => Promise<void>>} */
const STEPS = {
  images: async (r) => {
    await caseStudies(r);
    await marketing(r);
  },
  share,
  icons,
  documents: makeDocuments,
  motion,
  posters,
  guidelines,
};
// Steps by name; words after `motion` that are not steps name pieces (`motion home-reel`).
const args = process.argv.slice(2);
const wanted = args.filter((a) => a in STEPS);
const names = args.filter((a) => !(a in STEPS));
if (names.length && !wanted.includes('motion')) throw new Error(`unknown step "${names[0]}": one of ${Object.keys(STEPS).join(', ')}`);
const renderer = await openRenderer();
try {
  for (const step of wanted.length ? wanted : Object.keys(STEPS)) await STEPS[step]?.(renderer, names);
} finally {
  await renderer.close();
}
process.stdout.write('\ndone\n');
