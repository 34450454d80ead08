/**
 * What each share picture shows: its file key (the page's path in words), title, kicker and the
 * work behind it. The generator draws them (../bin/generate.mjs share) and the layout test checks
 * every one of them (../test/share-layout.test.mjs).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** Each case study: the scene of its hero, its cover and its gallery boards (file names kept). */
export const STUDY_ART = {
  ukweli: { hero: 'brandBoard', cover: 'laptop', gallery: ['logo', 'palette', 'phone', 'type'] },
  greenwave: { hero: 'billboard', cover: 'packaging', gallery: ['logo', 'stationery', 'pattern', 'palette'] },
  sunharvest: { hero: 'packaging', cover: 'billboard', gallery: ['billboard', 'poster', 'social', 'logo'] },
  'urban-pulse': { hero: 'billboard', cover: 'posterWall', gallery: ['logo', 'poster', 'social', 'pattern', 'billboard', 'stationery', 'type', 'palette'] },
  'money-and-markets-uganda': { hero: 'social', cover: 'phones', gallery: ['phone', 'logo', 'social', 'palette'] },
  echotech: { hero: 'billboard', cover: 'brandBoard', gallery: ['logo', 'pattern', 'stationery', 'billboard'] },
  sls: { hero: 'posterWall', cover: 'report', gallery: ['report', 'poster', 'stationery', 'social'] },
};

/**
 * @typedef {{ kind: 'wall' } | { kind: 'scene', brand: string, scene: import('./scenes.mjs').SceneName } | { kind: 'article', slug: string }} ShareArt
 * @typedef {{ key: string, title: string, kicker: string, art: ShareArt }} ShareCardSpec
 */

/** @type {ReadonlyArray<[key: string, title: string, kicker: string, brand: string | null, scene: import('./scenes.mjs').SceneName | null]>} */
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

/** Every share picture: the site's own, one per case study and article, one per page above. */
export function shareCards() {
  /** @type {{ caseStudies: Array<{ slug: string, title: string, client: string }>, articles: Array<{ slug: string, title: string, section: string }> }} */
  const index = JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('@agency/gateway/site-index.json'), 'utf8'));
  /** @type {ShareCardSpec[]} */
  const cards = [{ key: 'site', title: 'Build Smarter. Create Bolder. Grow Faster.', kicker: 'Brand, design and digital agency', art: { kind: 'wall' } }];
  for (const { slug, title, client } of index.caseStudies) {
    const art = STUDY_ART[/** @type {keyof typeof STUDY_ART} */ (slug)];
    if (!art) throw new Error(`no artwork for the case study "${slug}" (src/share-pages.mjs STUDY_ART)`);
    cards.push({ key: `portfolio-${slug}`, title, kicker: `Case study · ${client}`, art: { kind: 'scene', brand: slug, scene: /** @type {import('./scenes.mjs').SceneName} */ (art.cover) } });
  }
  for (const { slug, title, section } of index.articles) cards.push({ key: `blog-${slug}`, title, kicker: `Blog · ${section}`, art: { kind: 'article', slug } });
  for (const [key, title, kicker, brand, scene] of SHARE_PAGES) {
    cards.push({ key, title, kicker, art: brand && scene ? { kind: 'scene', brand, scene } : { kind: 'wall' } });
  }
  return cards;
}
