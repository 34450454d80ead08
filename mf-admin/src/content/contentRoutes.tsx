import { Navigate, Route } from '@agency/routing';
import { ContentEditor } from './ContentEditor';
import { ContentList } from './ContentList';
import { KIND_PAGES, SITE_FACTS } from './kinds';
import { SiteFactsNav } from './SiteFactsNav';

/** The content screens' routes: a list and an editor (`new` for a new entry) per kind. */
export function contentRoutes() {
  return [
    ...Object.values(KIND_PAGES).flatMap((page) => [
      <Route
        key={page.path}
        path={page.path}
        element={<ContentList page={page}>{SITE_FACTS.includes(page) ? <SiteFactsNav current={page} /> : null}</ContentList>}
      />,
      <Route key={`${page.path}/:id`} path={`${page.path}/:id`} element={<ContentEditor key={page.kind} page={page} />} />,
    ]),
    <Route key="/admin/site-facts" path="/admin/site-facts" element={<Navigate to={SITE_FACTS[0].path} replace />} />,
  ];
}
