import type { Feature } from '../components/PageBlocks';
import { picture } from '../lib/media';
import studioLarge from '../assets/images/about-studio-1200.webp';
import studioSmall from '../assets/images/about-studio-600.webp';

export const ABOUT = {
  subtitle: 'A brand, design and digital agency for African businesses, with studios in Kampala and Kigali.',
  story: [
    '“Nyota” means star in Swahili. We started with a simple belief: African businesses deserve brands that shine as brightly as the best in the world, built by people who understand their customers.',
    'Over ten years and more than seventy projects, we have grown from a small design studio into a team of strategists, designers, animators, marketers and developers, working with start-ups, NGOs and corporates across East Africa.',
    'Today we combine that experience with AI-powered creativity and data, so our clients build smarter, create bolder and grow faster.',
  ],
  image: picture(studioLarge, studioSmall, 1200, 800),
  imageAlt: 'The studio\'s work: logos of Ukweli Africa, Green Wave Farm, Sunharvest, Urban Pulse, Money and Markets, EchoTech, Slum Life Survival, Moriah and ACT Sports',
  values: [
    { title: 'Truth in the work', icon: 'shield', description: 'We tell clients what the research says, even when it is not what they hoped to hear.' },
    { title: 'Local insight, global craft', icon: 'globe', description: 'We know the markets we work in and hold our craft to international standards.' },
    { title: 'Bold by design', icon: 'spark', description: 'Safe work is invisible work. We design to be noticed and remembered.' },
    { title: 'Results that count', icon: 'chart', description: 'We agree the numbers up front and report on them honestly.' },
  ] satisfies ReadonlyArray<Feature>,
  team: [
    { title: 'Strategy', icon: 'compass', description: 'Research, positioning and growth planning for brands entering new markets.' },
    { title: 'Design', icon: 'pen', description: 'Identity, design systems, print and digital interfaces.' },
    { title: 'Motion', icon: 'film', description: 'Animation, explainers, broadcast graphics and 3D.' },
    { title: 'Digital', icon: 'code', description: 'Marketing, analytics and web development under one roof.' },
  ] satisfies ReadonlyArray<Feature>,
  studios: [
    { city: 'Kampala', country: 'Uganda', role: 'Our main studio: strategy, design, motion and digital under one roof.' },
    { city: 'Kigali', country: 'Rwanda', role: 'Our Rwanda team, close to clients across the region.' },
  ],
  where:
    'Our main studio is in Kampala, Uganda, with a team in Kigali, Rwanda. We work with clients across Africa and beyond, in person and online. Call, e-mail or WhatsApp us any working day.',
};
