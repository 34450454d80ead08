import { useDocumentMeta } from '@agency/platform';
import { NotFoundContent, PageHeader } from '@agency/ui';
import { Route, Routes, useParams } from 'react-router-dom';

// Placeholder pages: the blog issue replaces them with the index and the articles.
function BlogIndex() {
  useDocumentMeta('Blog', 'Insights and strategies for modern brands');
  return <PageHeader title="Blog" subtitle="Insights and strategies for modern brands" />;
}

function Article() {
  const { slug = '' } = useParams();
  useDocumentMeta('Blog', `Article ${slug}`);
  return <PageHeader title="Blog" subtitle="Insights and strategies for modern brands" />;
}

export default function BlogRoutes() {
  return (
    <div data-remote="blog">
      <Routes>
        <Route path="/blog" element={<BlogIndex />} />
        <Route path="/blog/:slug" element={<Article />} />
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
    </div>
  );
}
