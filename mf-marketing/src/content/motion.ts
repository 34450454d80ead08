import type { ImageSource } from '@agency/ui';
import type { ServiceIconName } from '../components/ServiceIcon';
import { picture } from '../lib/media';
import mmuThumbLarge from '../assets/images/motion-mmu-thumb-640.webp';
import mmuThumbSmall from '../assets/images/motion-mmu-thumb-320.webp';
import sunThumbLarge from '../assets/images/motion-sunharvest-thumb-640.webp';
import sunThumbSmall from '../assets/images/motion-sunharvest-thumb-320.webp';
import ukThumbLarge from '../assets/images/motion-ukweli-thumb-640.webp';
import ukThumbSmall from '../assets/images/motion-ukweli-thumb-320.webp';
import urbanThumbLarge from '../assets/images/motion-urbanpulse-thumb-640.webp';
import urbanThumbSmall from '../assets/images/motion-urbanpulse-thumb-320.webp';
import mmuPoster from '../assets/images/motion-mmu-poster-1280.webp';
import sunPoster from '../assets/images/motion-sunharvest-poster-1280.webp';
import ukPoster from '../assets/images/motion-ukweli-poster-1280.webp';
import urbanPoster from '../assets/images/motion-urbanpulse-poster-1280.webp';
import mmuVideo from '../assets/video/motion-mmu.mp4';
import mmuWebm from '../assets/video/motion-mmu.webm';
import sunVideo from '../assets/video/motion-sunharvest.mp4';
import sunWebm from '../assets/video/motion-sunharvest.webm';
import ukVideo from '../assets/video/motion-ukweli.mp4';
import ukWebm from '../assets/video/motion-ukweli.webm';
import urbanVideo from '../assets/video/motion-urbanpulse.mp4';
import urbanWebm from '../assets/video/motion-urbanpulse.webm';

/** An item whose address contains this marker is played in an embedded frame of the video host. */
export const VIDEO_HOST_MARKER = 'youtube.com/embed';

export interface VideoProject {
  title: string;
  category: string;
  description: string;
  result: string;
  /** The H.264 MP4 every browser plays (or a video host's address). */
  video: string;
  /** The same piece as AV1 WebM, smaller, for the browsers that play it. */
  webm?: string;
  /** The 1280-wide frame shown before it plays. */
  poster?: string;
  thumbnail: ImageSource;
  thumbnailAlt: string;
  /** Text, such as "30 seconds". */
  duration: string;
}

/** Spec 2.4 / 9: four videos of 30, 60, 90 and 45 seconds, all served by the site. */
export const VIDEO_PROJECTS: ReadonlyArray<VideoProject> = [
  {
    title: 'Sunharvest Display Campaign',
    category: 'Advertisement',
    description: 'A 30-second spot for billboards, screens and social feeds, cut from one animation system.',
    result: '10,000+ customers reached and a 70% increase in visibility.',
    video: sunVideo,
    webm: sunWebm,
    poster: sunPoster,
    thumbnail: picture(sunThumbLarge, sunThumbSmall, 640, 360),
    thumbnailAlt: 'Sunharvest Display Campaign: the "Golden every day." roadside billboard',
    duration: '30 seconds',
  },
  {
    title: 'Ukweli Africa Explainer',
    category: 'Explainer Video',
    description: 'How a fact-check works, in one minute, for audiences on WhatsApp and Facebook.',
    result: 'Shared across 25+ media campaigns and used in journalist training.',
    video: ukVideo,
    webm: ukWebm,
    poster: ukPoster,
    thumbnail: picture(ukThumbLarge, ukThumbSmall, 640, 360),
    thumbnailAlt: 'Ukweli Africa Explainer: the Ukweli Africa logo lockup',
    duration: '60 seconds',
  },
  {
    title: 'Money and Markets Broadcast Package',
    category: 'Broadcast Graphics',
    description: 'Opening titles, lower thirds and market tickers for a daily business news programme.',
    result: '100+ daily news updates carried in one consistent on-air look.',
    video: mmuVideo,
    webm: mmuWebm,
    poster: mmuPoster,
    thumbnail: picture(mmuThumbLarge, mmuThumbSmall, 640, 360),
    thumbnailAlt: 'Money and Markets Broadcast Package: the app’s live market prices and chart',
    duration: '90 seconds',
  },
  {
    title: 'Urban Pulse Logo Animation',
    category: 'Logo Animation',
    description: 'A rhythmic logo reveal for an urban lifestyle brand, built for stories, reels and event screens.',
    result: '50% growth in social engagement in the launch month.',
    video: urbanVideo,
    webm: urbanWebm,
    poster: urbanPoster,
    thumbnail: picture(urbanThumbLarge, urbanThumbSmall, 640, 360),
    thumbnailAlt: 'Urban Pulse Logo Animation: the campaign posters on a city wall',
    duration: '45 seconds',
  },
];

/** The icons of the Motion Services cards (GET /api/content/site `services`, motion-graphics), in their order. */
export const MOTION_SERVICE_ICONS = ['spark', 'play', 'tv', 'cube'] as const satisfies ReadonlyArray<ServiceIconName>;
