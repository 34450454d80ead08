import { NotFoundPage, PageRedirect } from '@agency/platform';
import { Route, Routes, useParams } from '@agency/routing';
import { findArticle } from './content/articles';
import { ArticlePage } from './pages/ArticlePage';
import { BlogIndex } from './pages/BlogIndex';

/** An unknown slug silently goes to the index (spec 4); replace, so Back does not loop. */
function ArticleRoute() {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  return article ? <ArticlePage key={article.slug} article={article} /> : <PageRedirect to="/blog" />;
}

export default function BlogRoutes() {
  return (
    <div data-remote="blog">
      <Routes>
        <Route path="/blog" element={<BlogIndex />} />
        <Route path="/blog/:slug" element={<ArticleRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
