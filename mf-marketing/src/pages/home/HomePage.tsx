import { useDocumentMeta } from '@agency/platform';
import { ApproachSection } from './ApproachSection';
import { ClosingCta } from './ClosingCta';
import { FeaturedWorkSection } from './FeaturedWorkSection';
import { HeroSection } from './HeroSection';
import { ProductsSection } from './ProductsSection';
import { ResourcesSection } from './ResourcesSection';
import { ServicesSection } from './ServicesSection';
import { StatsSection } from './StatsSection';
import { TestimonialsSection } from './TestimonialsSection';

/** The home page: the nine sections of spec 2.3, in order. */
export default function HomePage() {
  useDocumentMeta(
    'Nyota Creative',
    'Nyota Creative is a brand, design and digital agency in Uganda and Rwanda: AI-powered creativity, motion graphics and data-driven brand strategy for African businesses.',
  );
  return (
    <>
      <HeroSection />
      <StatsSection />
      <ServicesSection />
      <ProductsSection />
      <FeaturedWorkSection />
      <ApproachSection />
      <TestimonialsSection />
      <ResourcesSection />
      <ClosingCta />
    </>
  );
}
