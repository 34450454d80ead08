import { useDocumentMeta } from '@agency/platform';
import { NotFoundContent, PageHeader } from '@agency/ui';
import { Route, Routes, useParams } from 'react-router-dom';

// Placeholder pages: the portfolio issue replaces them with the index and the case studies.
const SLUGS = ['ukweli', 'greenwave', 'sunharvest', 'urban-pulse', 'money-and-markets-uganda', 'echotech', 'sls'];

function PortfolioIndex() {
  useDocumentMeta('Portfolio', 'Case studies of brands we have built across Africa.');
  return <PageHeader title="Portfolio" subtitle="Case studies of brands we have built across Africa." />;
}

function CaseStudy() {
  const { slug = '' } = useParams();
  useDocumentMeta(`Case study: ${slug}`, `The ${slug} case study.`);
  if (!SLUGS.includes(slug)) return <NotFoundContent />;
  return <PageHeader title={slug} />;
}

export default function PortfolioRoutes() {
  return (
    <div data-remote="portfolio">
      <Routes>
        <Route path="/portfolio" element={<PortfolioIndex />} />
        <Route path="/portfolio/:slug" element={<CaseStudy />} />
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
    </div>
  );
}
