import { NotFoundPage, PageRedirect } from '@agency/platform';
import { ContentGate } from '@agency/platform/content';
import { Route, Routes, useParams } from '@agency/routing';
import { CaseStudyPage } from './pages/CaseStudyPage';
import { contentFailed, contentLoading } from './pages/ContentStates';
import { PortfolioIndex } from './pages/PortfolioIndex';

/** A case study from the API: an unknown (or unpublished) slug is the site's 404, an old one moves to the new address. */
function CaseStudyRoute() {
  const { slug = '' } = useParams();
  return (
    <ContentGate read={{ path: '/api/content/case-studies/{slug}', params: { slug } }} loading={contentLoading} failed={contentFailed} notFound={<NotFoundPage />}>
      {(study) => (study.slug === slug ? <CaseStudyPage key={study.slug} study={study} /> : <PageRedirect permanent to={`/portfolio/${study.slug}`} />)}
    </ContentGate>
  );
}

export default function PortfolioRoutes() {
  return (
    <div data-remote="portfolio">
      <Routes>
        <Route path="/portfolio" element={<PortfolioIndex />} />
        <Route path="/portfolio/:slug" element={<CaseStudyRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
