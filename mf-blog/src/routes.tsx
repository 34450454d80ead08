import { NotFoundPage, PageRedirect } from '@agency/platform';
import { ContentGate } from '@agency/platform/content';
import { Route, Routes, useParams } from '@agency/routing';
import { ArticlePage } from './pages/ArticlePage';
import { BlogIndex } from './pages/BlogIndex';
import { contentFailed, contentLoading } from './pages/ContentStates';

/**
 * An article from the API. An unknown (or unpublished) slug goes to /blog (spec 2.6); an old slug
 * is answered with the article under its new one (the API follows its 301), and the page moves
 * there for good (301).
 */
function ArticleRoute() {
  const { slug = '' } = useParams();
  return (
    <ContentGate read={{ path: '/api/content/articles/{slug}', params: { slug } }} loading={contentLoading} failed={contentFailed} notFound={<PageRedirect to="/blog" />}>
      {(article) => (article.slug === slug ? <ArticlePage key={article.slug} article={article} /> : <PageRedirect permanent to={`/blog/${article.slug}`} />)}
    </ContentGate>
  );
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
