import { css, useTheme } from '@emotion/react';
import { NotFoundPage, ReadySuspense } from '@agency/platform';
import { LoadingArea } from '@agency/ui';
import { lazy } from 'react';
import { Route, Routes } from '@agency/routing';
import HomePage from './pages/home/HomePage';

// The home page is in the first chunk (it is the landing page); every other page is its own chunk.
const AboutPage = lazy(() => import('./pages/about/AboutPage'));
const ServicesPage = lazy(() => import('./pages/services/ServicesPage'));
const StrategicSolutionsPage = lazy(() => import('./pages/strategic-solutions/StrategicSolutionsPage'));
const CreativeDesignPage = lazy(() => import('./pages/creative-design/CreativeDesignPage'));
const MotionGraphicsPage = lazy(() => import('./pages/motion-graphics/MotionGraphicsPage'));
const DigitalMarketingPage = lazy(() => import('./pages/digital-marketing/DigitalMarketingPage'));
const DataDrivenBrandingPage = lazy(() => import('./pages/data-driven-branding/DataDrivenBrandingPage'));
const BrandStrategyInsightsPage = lazy(() => import('./pages/brand-strategy-insights/BrandStrategyInsightsPage'));
const WebDevelopmentPage = lazy(() => import('./pages/web-development/WebDevelopmentPage'));
const ContactPage = lazy(() => import('./pages/contact/ContactPage'));

/**
 * While a page's chunk loads: the brand-coloured band under the transparent header, then a
 * spinner a whole screen high, so the footer stays below the fold and does not jump (CLS).
 */
function PageLoading() {
  const t = useTheme();
  return (
    <div css={css`padding-top: ${t.layout.headerHeight}; background: linear-gradient(${t.colors.primary} 0 ${t.layout.headerHeight}, transparent 0);`}>
      <LoadingArea minHeight={`calc(100vh - ${t.layout.headerHeight})`} />
    </div>
  );
}

export default function MarketingRoutes() {
  return (
    <div data-remote="marketing">
      {/* The page is called live (and held taps are played) once the lazy page in here has hydrated. */}
      <ReadySuspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/services" element={<ServicesPage />} />
          <Route path="/strategic-solutions" element={<StrategicSolutionsPage />} />
          <Route path="/creative-design" element={<CreativeDesignPage />} />
          <Route path="/motion-graphics" element={<MotionGraphicsPage />} />
          <Route path="/digital-marketing" element={<DigitalMarketingPage />} />
          <Route path="/marketing-advertising" element={<DigitalMarketingPage />} />
          <Route path="/data-driven-branding" element={<DataDrivenBrandingPage />} />
          <Route path="/brand-strategy-insights" element={<BrandStrategyInsightsPage />} />
          <Route path="/web-development" element={<WebDevelopmentPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ReadySuspense>
    </div>
  );
}
