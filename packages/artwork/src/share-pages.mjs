/**
 * What each share picture shows: its file key (the page's path in words), title, kicker and the
 * work behind it. The generator draws them (../bin/generate.mjs share) and the layout test checks
 * every one of them (../test/share-layout.test.mjs).
 */

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
 * @typedef {{ kind: 'wall' } | { kind: 'scene', brand: string, scene: import('./scenes.mjs').SceneName }} ShareArt
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

/**
 * Every share picture made at build time: the site's own and one per page above. An article's and
 * a case study's card is the API's, drawn from its published revision (services/src/content/cards),
 * so that it follows publishing.
 */
export function shareCards() {
  /** @type {ShareCardSpec[]} */
  const cards = [{ key: 'site', title: 'Build Smarter. Create Bolder. Grow Faster.', kicker: 'Brand, design and digital agency', art: { kind: 'wall' } }];
  for (const [key, title, kicker, brand, scene] of SHARE_PAGES) {
    cards.push({ key, title, kicker, art: brand && scene ? { kind: 'scene', brand, scene } : { kind: 'wall' } });
  }
  return cards;
}
