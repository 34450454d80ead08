import { NotFoundPage } from '@agency/platform';
import { Route, Routes, useParams } from '@agency/routing';
import { findCaseStudy } from './content/caseStudies';
import { CaseStudyPage } from './pages/CaseStudyPage';
import { PortfolioIndex } from './pages/PortfolioIndex';

function CaseStudyRoute() {
  const { slug = '' } = useParams();
  const study = findCaseStudy(slug);
  return study ? <CaseStudyPage key={study.slug} study={study} /> : <NotFoundPage />;
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
