/**
 * The clients whose work the site shows, in their own names, colours and words. Every picture of
 * the case studies, the service pages, About and the home page is drawn from these facts (./scenes.mjs).
 * palette: [dark, primary, accent, light, extra].
 *
 * @typedef {{
 *   name: string, mark: string, sub: string, tag: string, symbol: string,
 *   palette: [string, string, string, string, string],
 *   site?: { nav: string[], headline: string, lede: string, cards: Array<[string, string]> },
 *   app?: { rows: Array<[string, string, string]>, news: string[] },
 *   social?: string[],
 *   report: { title: string, kicker: string, lines: string[] },
 *   products: string[],
 *   packLine?: string,
 *   billboard?: { headline: string, line: string },
 *   posters?: string[][],
 *   badge?: [string, string],
 * }} Brand
 */

/** @type {Record<string, Brand>} */
export const BRANDS = {
  ukweli: {
    name: 'Ukweli Africa', mark: 'UKWELI', sub: 'AFRICA', tag: 'Truth, verified.', symbol: 'check',
    palette: ['#10214B', '#1FA2A6', '#F2A93B', '#F4EFE6', '#D64545'],
    site: {
      nav: ['Fact-checks', 'Training', 'Reports', 'About'],
      headline: 'Truth, verified.', lede: 'Independent fact-checks for East Africa, sourced and explained.',
      cards: [['FALSE', 'Viral photo of flooded Kampala road is from 2019'], ['TRUE', 'Rwanda mobile money users pass 5 million'], ['MISLEADING', 'Claim about fuel prices leaves out the levy']],
    },
    social: ['FACT-CHECK', 'FALSE', 'Check before you share', '3,000+ journalists trained', 'TRUE', 'How we verify', 'MISLEADING', 'Media literacy week', 'Ask Ukweli'],
    report: { title: 'Brand Guidelines', kicker: 'Version 2.0', lines: ['Logo', 'Colour', 'Typography', 'Verdict system'] },
    products: ['Handbook', 'Toolkit', 'Report'],
  },
  greenwave: {
    name: 'Green Wave Farm', mark: 'GREEN WAVE', sub: 'FARM', tag: 'Grown with care.', symbol: 'wave',
    palette: ['#0E3B2E', '#2E8B57', '#A8D672', '#F3F0E2', '#F2C14E'],
    products: ['Fresh Tomatoes', 'Sweet Maize', 'Green Beans'], packLine: 'Grown in Uganda · 500 g',
    social: ['Harvest day', 'Fresh this week', 'Grown with care.', 'Meet our farmers', '1,000+ farmers reached', 'From field to table', 'Market Saturday', 'Recipe: maize', 'GREEN WAVE'],
    report: { title: 'Farmer Field Guide', kicker: 'Season 2024', lines: ['Soil', 'Planting', 'Harvest', 'Market'] },
    billboard: { headline: 'Fresh from our fields', line: 'Farm shop open daily · 7am - 6pm' },
  },
  sunharvest: {
    name: 'Sunharvest', mark: 'SUNHARVEST', sub: 'COOKING OIL', tag: 'Golden every day.', symbol: 'sun',
    palette: ['#3A1F0B', '#F28C28', '#FFC93C', '#FFF4DF', '#C2410C'],
    billboard: { headline: 'Golden every day.', line: 'Pure sunflower cooking oil · 1L · 3L · 5L' },
    products: ['1 Litre', '3 Litres', '5 Litres'], packLine: 'Pure sunflower oil',
    posters: [['GOLDEN', 'EVERY', 'DAY.'], ['FRY', 'IT', 'GOLD'], ['NEW', '5L']],
    social: ['Golden every day.', 'NEW 5L', 'Fry it golden', 'Sunday lunch', 'Win a hamper', '10,000+ customers', 'Recipe of the week', 'Find us in store', 'SUNHARVEST'],
    report: { title: 'Campaign Playbook', kicker: 'Display 2024', lines: ['Billboards', 'Shop signage', 'Shelf talkers', 'Radio'] },
  },
  'urban-pulse': {
    name: 'Urban Pulse', mark: 'URBAN PULSE', sub: 'KAMPALA · KIGALI', tag: 'Feel the city.', symbol: 'pulse',
    palette: ['#120A2A', '#7C3AED', '#F43F5E', '#F5F3FF', '#22D3EE'],
    posters: [['FEEL', 'THE', 'CITY'], ['NIGHT', 'SHIFT'], ['MADE', 'IN', 'KLA']],
    billboard: { headline: 'Feel the city.', line: 'Urban Pulse x local artists · Drop 06' },
    social: ['DROP 06', 'Feel the city.', 'Night shift', 'Artist: Kaweesa', 'KLA / KGL', 'Lookbook', 'Live at Nyege', '2,500+ youth', 'URBAN PULSE'],
    report: { title: 'Lookbook', kicker: 'Drop 06', lines: ['Streetwear', 'Artists', 'Events', 'Stockists'] },
    products: ['Tee', 'Cap', 'Tote'],
  },
  'money-and-markets-uganda': {
    name: 'Money and Markets Uganda', mark: 'M&M', sub: 'MONEY AND MARKETS', tag: 'Markets, live.', symbol: 'bars',
    palette: ['#081C33', '#0EA5E9', '#22C55E', '#EEF6FB', '#F59E0B'],
    app: {
      rows: [['MTN Uganda', '212.0', '+1.4%'], ['Stanbic Uganda', '49.5', '+0.8%'], ['Airtel Uganda', '1,180', '-0.3%'], ['Bank of Baroda', '119.0', '+2.1%'], ['Umeme', '360.0', '-1.2%']],
      news: ['Shilling steady against dollar', 'USE all-share index closes higher', 'Coffee exports up in October'],
    },
    social: ['USE today', '+1.4%', 'Markets, live.', 'Coffee prices', '5,000+ downloads', 'Breaking', 'Dollar rate', 'Weekly brief', 'M&M'],
    report: { title: 'Market Brief', kicker: 'Weekly', lines: ['Equities', 'Currency', 'Commodities', 'Outlook'] },
    products: ['App', 'Brief', 'Alerts'],
  },
  echotech: {
    name: 'EchoTech', mark: 'ECHOTECH', sub: 'ENVIRONMENTAL SOLUTIONS', tag: 'Waste is a resource.', symbol: 'loop',
    palette: ['#0B2F2A', '#14B8A6', '#84CC16', '#ECFDF5', '#F97316'],
    billboard: { headline: 'Waste is a resource.', line: 'Book a collection: 0800 200 300' },
    social: ['Sort it right', 'Plastic', 'Waste is a resource.', 'Collection day', 'Compost', '500+ members', 'Circular economy', 'Metal', 'ECHOTECH'],
    report: { title: 'Brand Strategy', kicker: 'Circular economy', lines: ['Discovery', 'Analysis', 'Architecture', 'Rollout'] },
    products: ['Plastic', 'Organic', 'Metal'],
  },
  sls: {
    name: 'Slum Life Survival', mark: 'SLS', sub: 'SLUM LIFE SURVIVAL', tag: 'Stronger together.', symbol: 'roof',
    palette: ['#3B0A0A', '#8B1E1E', '#F2A93B', '#FBF3EE', '#D9C2A7'],
    posters: [['SKILLS', 'DAY'], ['STRONGER', 'TOGETHER'], ['ENROL', 'NOW']],
    report: { title: 'Annual Report', kicker: '2023 / 2024', lines: ['1,200+ youth trained', 'Our programmes', 'Partners', 'Accounts'] },
    social: ['Stronger together.', '1,200+ youth trained', 'Skills day', 'Donate', 'Our story', 'Volunteer', 'Annual report', 'Thank you', 'SLS'],
    billboard: { headline: 'Stronger together.', line: 'Youth skills programme · Enrol now' },
    products: ['Report', 'Flyer', 'Banner'],
  },
  moriah: {
    name: 'Moriah Laundry & Cleaning', mark: 'MORIAH', sub: 'LAUNDRY & CLEANING', tag: 'Fresh, folded, delivered.', symbol: 'bubble',
    palette: ['#0C2A4D', '#2A7DE1', '#9AD0F5', '#F2F8FE', '#F2A93B'],
    social: ['Fresh, folded, delivered.', 'Same-day', 'Pick-up today', 'Duvet week', '-20%', 'Book on WhatsApp', 'Office cleaning', 'Before / after', 'MORIAH'],
    report: { title: 'Price List', kicker: 'Kampala', lines: ['Wash & fold', 'Dry cleaning', 'Duvets', 'Offices'] },
    products: ['Wash', 'Fold', 'Deliver'],
  },
  act: {
    name: 'ACT Sports', mark: 'ACT', sub: 'SPORTS', tag: 'Play with purpose.', symbol: 'slash',
    palette: ['#111827', '#E8553F', '#F2A93B', '#F9FAFB', '#2A5CAA'],
    social: ['Match day', 'ACT', 'Play with purpose.', 'Academy trials', 'Final score', 'Kit launch', 'Train hard', 'Join us', 'ACT SPORTS'],
    report: { title: 'Club Handbook', kicker: 'Season 2024', lines: ['Crest', 'Kit', 'Colours', 'Voice'] },
    products: ['Jersey', 'Ball', 'Bag'],
  },
};

/** The seven case studies, in the portfolio's order (their slugs). */
export const CASE_STUDIES = ['ukweli', 'greenwave', 'sunharvest', 'urban-pulse', 'money-and-markets-uganda', 'echotech', 'sls'];
