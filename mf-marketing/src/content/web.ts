import type { ImageSource } from '@agency/ui';
import { picture } from '../lib/media';
import mmuLarge from '../assets/images/web-mmu-960.webp';
import mmuSmall from '../assets/images/web-mmu-480.webp';
import ukLarge from '../assets/images/web-ukweli-960.webp';
import ukSmall from '../assets/images/web-ukweli-480.webp';

export interface WebCaseStudy {
  title: string;
  description: string;
  image: ImageSource;
  imageAlt: string;
  features: ReadonlyArray<string>;
  process: ReadonlyArray<string>;
  link: string;
}

/** Two web case studies with external links (spec 2.4, 3). */
export const WEB_CASE_STUDIES: ReadonlyArray<WebCaseStudy> = [
  {
    title: 'Ukweli Africa',
    description: 'A redesigned website for a fact-checking organisation: fact-checks, training and reports that are easy to find and share.',
    image: picture(ukLarge, ukSmall, 960, 640),
    imageAlt: 'Ukweli Africa website on a laptop: the "Truth, verified." home page with the latest fact-checks',
    features: ['Fact-check library with verdict filters', 'Training course sign-ups', 'Share cards for WhatsApp and social media'],
    process: ['Content audit and user interviews', 'New information architecture', 'Design system and build', 'Editor training'],
    link: 'https://ukweliafrica.org',
  },
  {
    title: 'Money and Markets Uganda',
    description: 'A mobile app and website for business news and market data, built for readers on the move.',
    image: picture(mmuLarge, mmuSmall, 960, 640),
    imageAlt: 'Money and Markets Uganda app on two phones: live market prices, a chart and the news feed',
    features: ['Live market prices and alerts', 'Daily business news feed', 'Offline reading for slow networks'],
    process: ['Reader research', 'Prototype testing', 'App and web build', 'Launch campaign'],
    link: 'https://moneyandmarkets.ug',
  },
];
