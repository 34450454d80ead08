import type { SlideImage } from '../components/ImageSlider';
import { picture } from '../lib/media';
import actLarge from '../assets/images/cd-act-1-1200.webp';
import actSmall from '../assets/images/cd-act-1-600.webp';
import bannerLarge from '../assets/images/cd-banner-1600.webp';
import bannerSmall from '../assets/images/cd-banner-800.webp';
import gw1Large from '../assets/images/cd-greenwave-1-1200.webp';
import gw1Small from '../assets/images/cd-greenwave-1-600.webp';
import gw2Large from '../assets/images/cd-greenwave-2-1200.webp';
import gw2Small from '../assets/images/cd-greenwave-2-600.webp';
import gw3Large from '../assets/images/cd-greenwave-3-1200.webp';
import gw3Small from '../assets/images/cd-greenwave-3-600.webp';
import moriahLarge from '../assets/images/cd-moriah-1-1200.webp';
import moriahSmall from '../assets/images/cd-moriah-1-600.webp';
import uk1Large from '../assets/images/cd-ukweli-1-1200.webp';
import uk1Small from '../assets/images/cd-ukweli-1-600.webp';
import uk2Large from '../assets/images/cd-ukweli-2-1200.webp';
import uk2Small from '../assets/images/cd-ukweli-2-600.webp';
import uk3Large from '../assets/images/cd-ukweli-3-1200.webp';
import uk3Small from '../assets/images/cd-ukweli-3-600.webp';
import uk4Large from '../assets/images/cd-ukweli-4-1200.webp';
import uk4Small from '../assets/images/cd-ukweli-4-600.webp';
import uk5Large from '../assets/images/cd-ukweli-5-1200.webp';
import uk5Small from '../assets/images/cd-ukweli-5-600.webp';

export const BANNER = {
  image: picture(bannerLarge, bannerSmall, 1600, 640),
  alt: 'Ukweli Africa stationery by Nyota Creative: letterhead, business cards and envelope in deep blue, teal and amber',
};

/** Four words, each with a description (spec 2.4). */
export const PRINCIPLES = [
  { title: 'Innovative', description: 'Fresh ideas and new tools, AI included, so your brand looks like tomorrow, not like everyone else.' },
  { title: 'Strategic', description: 'Every colour, word and layout choice traces back to your goals and the people you want to reach.' },
  { title: 'Timeless', description: 'Identities built to last for years, not trends that fade by next season.' },
  { title: 'Digital', description: 'Designed screen-first and tested on the phones your customers actually use.' },
] as const;

/**
 * The line under each design service's title, by the service's title: design copy. The services'
 * titles and descriptions are content (GET /api/content/site `services`, creative-design).
 */
export const DESIGN_SERVICE_SUBTITLES: Readonly<Record<string, string>> = {
  'Visual Identity Design': 'Logos, colour, type and the rules that hold them together',
  'Design System Development': 'One library of components for every team',
  'Content Design Packages': 'Social, print and campaign assets every month',
  'UI/UX Design': 'Websites and apps people enjoy using',
};

export interface CaseStudy {
  title: string;
  category: string;
  description: string;
  deliverables: ReadonlyArray<string>;
  result: string;
  images: ReadonlyArray<SlideImage>;
}

/** Spec 2.4: the four case studies of the "Featured Work" carousel, with 5, 3, 1 and 1 images. */
export const CASE_STUDIES: ReadonlyArray<CaseStudy> = [
  {
    title: 'Ukweli Africa',
    category: 'Full Brand & Digital',
    description: 'A complete identity and a redesigned website for a fact-checking and media empowerment organisation.',
    deliverables: ['Logo and visual identity', 'Brand guidelines', 'Website redesign', 'Fact-check social templates', 'Training materials'],
    result: '3,000+ journalists trained with the new materials and a 40% increase in audience engagement.',
    images: [
      { image: picture(uk1Large, uk1Small, 1200, 800), alt: 'Ukweli Africa logo lockup with the line "Truth, verified.", in full colour, reversed and as a symbol' },
      { image: picture(uk2Large, uk2Small, 1200, 800), alt: 'Ukweli Africa brand guidelines: the printed cover and an inside spread' },
      { image: picture(uk3Large, uk3Small, 1200, 800), alt: 'Ukweli Africa website on a laptop: the "Truth, verified." home page with the latest fact-checks' },
      { image: picture(uk4Large, uk4Small, 1200, 800), alt: 'Ukweli Africa social media grid of fact-check posts marked FALSE, TRUE and MISLEADING' },
      { image: picture(uk5Large, uk5Small, 1200, 800), alt: 'Ukweli Africa stationery: letterhead, business cards and envelope' },
    ],
  },
  {
    title: 'Greenwave Farm',
    category: 'Brand Collateral',
    description: 'Packaging, signage and market materials that carry one agricultural brand from the field to the stall.',
    deliverables: ['Packaging labels', 'Field signage', 'Market stall kit'],
    result: '1,000+ farmers reached and a 60% increase in brand awareness.',
    images: [
      { image: picture(gw1Large, gw1Small, 1200, 800), alt: 'Green Wave Farm packaging: fresh tomatoes, sweet maize and green beans with their labels' },
      { image: picture(gw2Large, gw2Small, 1200, 800), alt: 'Green Wave Farm roadside sign: "Fresh from our fields"' },
      { image: picture(gw3Large, gw3Small, 1200, 800), alt: 'Green Wave Farm stationery: letterhead, business cards and envelope' },
    ],
  },
  {
    title: 'Moriah Laundry & Cleaning',
    category: 'Brand Identity & Social',
    description: 'A fresh, trustworthy identity and a social media kit for a growing laundry and cleaning service.',
    deliverables: ['Logo and colour palette', 'Uniform and van branding', 'Social media templates'],
    result: 'A consistent look across vans, uniforms and social channels, and twice as many enquiries through Instagram.',
    images: [{ image: picture(moriahLarge, moriahSmall, 1200, 800), alt: 'Moriah Laundry & Cleaning social media grid of nine branded posts' }],
  },
  {
    title: 'ACT Sports',
    category: 'Brand Identity',
    description: 'A bold, energetic identity for a sports academy and events company.',
    deliverables: ['Logo and emblem', 'Kit and merchandise design', 'Event graphics'],
    result: 'An identity the academy’s players wear with pride, on and off the pitch.',
    images: [{ image: picture(actLarge, actSmall, 1200, 800), alt: 'ACT Sports logo lockup with the line "Play with purpose.", in full colour, reversed and as a symbol' }],
  },
];
