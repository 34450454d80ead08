import type { ImageSource } from '@agency/ui';
import type { ServiceIconName } from '../components/ServiceIcon';
import type { SlideImage } from '../components/ImageSlider';
import { picture } from '../lib/media';
import greenwave1Large from '../assets/images/cd-greenwave-1-1200.webp';
import greenwave1Small from '../assets/images/cd-greenwave-1-600.webp';
import greenwave2Large from '../assets/images/cd-greenwave-2-1200.webp';
import greenwave2Small from '../assets/images/cd-greenwave-2-600.webp';
import greenwave3Large from '../assets/images/cd-greenwave-3-1200.webp';
import greenwave3Small from '../assets/images/cd-greenwave-3-600.webp';
import creativeLarge from '../assets/images/home-creative-1200.webp';
import creativeSmall from '../assets/images/home-creative-600.webp';
import reelThumbLarge from '../assets/images/home-reel-thumb-640.webp';
import reelThumbSmall from '../assets/images/home-reel-thumb-320.webp';
import guidelinesLarge from '../assets/images/work-ukweli-guidelines-960.webp';
import guidelinesSmall from '../assets/images/work-ukweli-guidelines-480.webp';
import urban1Large from '../assets/images/work-urbanpulse-1-960.webp';
import urban1Small from '../assets/images/work-urbanpulse-1-480.webp';
import urban2Large from '../assets/images/work-urbanpulse-2-960.webp';
import urban2Small from '../assets/images/work-urbanpulse-2-480.webp';
import urban3Large from '../assets/images/work-urbanpulse-3-960.webp';
import urban3Small from '../assets/images/work-urbanpulse-3-480.webp';
import guidelinesPdf from '../assets/docs/ukweli-brand-guidelines.pdf';
import reelVideo from '../assets/video/home-reel.mp4';
import reelWebm from '../assets/video/home-reel.webm';

export const HERO = {
  eyebrow: 'Brand, design and digital agency · Uganda & Rwanda',
  headline: 'Build Smarter. Create Bolder. Grow Faster.',
  subtext:
    'Nyota Creative pairs AI-powered creativity, motion graphics and data-driven brand strategy to help African businesses stand out, earn trust and scale across the continent.',
  trustedBy: 'Trusted by innovative brands worldwide',
};


export interface ServiceCard {
  title: string;
  description: string;
  link: string;
  icon: ServiceIconName;
  image?: ImageSource;
  imageAlt?: string;
}

export const FEATURED_SERVICE: ServiceCard = {
  title: 'Creative Design',
  description:
    'Visual identities, design systems and campaign creative that look unmistakably like you, from the logo on your shopfront to the app in your customer’s pocket.',
  link: '/creative-design',
  icon: 'pen',
  image: picture(creativeLarge, creativeSmall, 1200, 800),
  imageAlt: 'EchoTech brand system by Nyota Creative: logo, colour palette, typography, icons and applications',
};

export const SERVICE_CARDS: ReadonlyArray<ServiceCard> = [
  {
    title: 'Brand Strategy',
    description: 'Research, positioning and messaging that give your brand a clear reason to be chosen.',
    link: '/brand-strategy-insights',
    icon: 'compass',
  },
  {
    title: 'Creative Design',
    description: 'Motion graphics, explainers and animated brand assets that make people stop scrolling.',
    link: '/motion-graphics',
    icon: 'play',
  },
  {
    title: 'Digital Advertising',
    description: 'Paid social, search and display campaigns planned around reach, cost and real conversions.',
    link: '/digital-marketing',
    icon: 'megaphone',
  },
  {
    title: 'Consulting & Training',
    description: 'Workshops and coaching that leave your team able to run and grow the brand on its own.',
    link: '/strategic-solutions',
    icon: 'users',
  },
];

export interface AiProduct {
  title: string;
  description: string;
  color: string;
}

export const AI_PRODUCTS: ReadonlyArray<AiProduct> = [
  { title: 'AI-BrandVision Studio', description: 'AI-generated brand visuals and motion graphics, on brand and on schedule.', color: '#2A5CAA' },
  { title: 'InsightLens Dashboard', description: 'Predicts audience behaviour and campaign outcomes before you spend.', color: '#1F7A4D' },
  { title: 'AdMotion AI Creative Pack', description: 'Adaptive motion graphics for instant campaigns across every screen size.', color: '#E8553F' },
  { title: 'BrandEcho AI Assistant', description: 'A 24/7 virtual brand strategist that answers in your brand’s voice.', color: '#B86E00' },
];

interface ProjectBase {
  title: string;
  category: string;
  client: string;
}
export type Project =
  | (ProjectBase & { type: 'pdf'; image: ImageSource; imageAlt: string; pdf: string })
  | (ProjectBase & { type: 'video'; image: ImageSource; imageAlt: string; video: string; webm: string })
  | (ProjectBase & { type: 'slider'; images: ReadonlyArray<SlideImage> });

/** Spec 2.3 §5: four projects — one PDF, one video, two sliders. */
export const FEATURED_PROJECTS: ReadonlyArray<Project> = [
  {
    type: 'pdf',
    title: 'Ukweli Africa Brand Guidelines',
    category: 'Brand Identity',
    client: 'Ukweli Africa',
    image: picture(guidelinesLarge, guidelinesSmall, 960, 640),
    imageAlt: 'Cover of the Ukweli Africa brand guidelines and an inside spread',
    pdf: guidelinesPdf,
  },
  {
    type: 'video',
    title: 'Motion Showreel',
    category: 'Motion Graphics',
    client: 'Nyota Creative',
    image: picture(reelThumbLarge, reelThumbSmall, 640, 360),
    imageAlt: 'The Nyota Creative showreel: five client brands in motion, ending on the studio’s star',
    video: reelVideo,
    webm: reelWebm,
  },
  {
    type: 'slider',
    title: 'Green Wave Farm Branding',
    category: 'Brand Collateral',
    client: 'Green Wave Farm',
    images: [
      { image: picture(greenwave1Large, greenwave1Small, 1200, 800), alt: 'Green Wave Farm packaging: fresh tomatoes, sweet maize and green beans with their labels' },
      { image: picture(greenwave2Large, greenwave2Small, 1200, 800), alt: 'Green Wave Farm roadside sign: "Fresh from our fields"' },
      { image: picture(greenwave3Large, greenwave3Small, 1200, 800), alt: 'Green Wave Farm stationery: letterhead, business cards and envelope' },
    ],
  },
  {
    type: 'slider',
    title: 'Urban Pulse Creative Direction',
    category: 'Creative Direction',
    client: 'Urban Pulse',
    images: [
      { image: picture(urban1Large, urban1Small, 960, 640), alt: 'Urban Pulse campaign posters pasted on a city wall: Feel the city, Night shift, Made in KLA' },
      { image: picture(urban2Large, urban2Small, 960, 640), alt: 'Urban Pulse social media grid of nine branded posts' },
      { image: picture(urban3Large, urban3Small, 960, 640), alt: 'Urban Pulse roadside billboard: "Feel the city."' },
    ],
  },
];

export const APPROACH = [
  { title: 'Discovery', description: 'We listen first: your business, your customers, your market and what success looks like to you.' },
  { title: 'Strategy', description: 'We turn insight into a plan: positioning, messaging and the channels that will carry them.' },
  { title: 'Creation', description: 'Designers, animators and developers bring the plan to life, with you reviewing at every milestone.' },
  { title: 'Launch', description: 'We launch, measure and refine, so the brand keeps performing long after day one.' },
] as const;


export interface HomeResource {
  title: string;
  description: string;
  icon: ServiceIconName;
  downloadLink: string;
  /** The file name the browser saves. */
  fileName: string;
  category: string;
}

/** Spec 2.3 §8: two downloadable resources, served by the API (the commerce team's downloads). */
export const RESOURCES: ReadonlyArray<HomeResource> = [
  {
    title: 'Brand Starter Guide',
    description: 'A practical PDF guide to defining your purpose, audience, voice and visual basics, with worksheets for each step.',
    icon: 'book',
    downloadLink: '/api/downloads/public/brand-starter-guide.pdf',
    fileName: 'brand-starter-guide.pdf',
    category: 'Guide · PDF',
  },
  {
    title: 'Brand Toolkit',
    description: 'Templates for a brand brief, a messaging house and a social media calendar, ready to fill in with your team.',
    icon: 'box',
    downloadLink: '/api/downloads/public/brand-toolkit.zip',
    fileName: 'brand-toolkit.zip',
    category: 'Toolkit · ZIP',
  },
];
