import { useDocumentMeta } from '@agency/platform';
import { NotFoundContent, PageHeader } from '@agency/ui';
import { Route, Routes } from 'react-router-dom';

// Placeholder pages: the marketing issue replaces each with the real page.
function Placeholder({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return <PageHeader title={title} subtitle={description} />;
}

const PAGES: ReadonlyArray<{ path: string; title: string; description: string }> = [
  { path: '/', title: 'Nyota Creative', description: 'Build Smarter. Create Bolder. Grow Faster.' },
  { path: '/about', title: 'About', description: 'The team behind Nyota Creative.' },
  { path: '/services', title: 'Services', description: 'Brand, design and digital services for African businesses.' },
  { path: '/contact', title: "Let's Connect", description: 'Talk to Nyota Creative.' },
  { path: '/strategic-solutions', title: 'Strategic Solutions', description: 'Strategy that moves brands.' },
  { path: '/creative-design', title: 'Creative Design', description: 'Visually Powerful. Strategically Driven.' },
  { path: '/motion-graphics', title: 'Motion Graphics', description: 'Motion that tells your story.' },
  { path: '/digital-marketing', title: 'Marketing & Advertising', description: 'Campaigns that grow reach.' },
  { path: '/marketing-advertising', title: 'Marketing & Advertising', description: 'Campaigns that grow reach.' },
  { path: '/data-driven-branding', title: 'Data-driven Branding', description: 'Brand decisions backed by data.' },
  { path: '/brand-strategy-insights', title: 'Brand Strategy & Insights', description: 'Know your market.' },
  { path: '/web-development', title: 'Web Development', description: 'Websites that work as hard as you do.' },
];

export default function MarketingRoutes() {
  return (
    <div data-remote="marketing">
      <Routes>
        {PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<Placeholder title={page.title} description={page.description} />} />
        ))}
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
    </div>
  );
}
