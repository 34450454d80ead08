import { NotFoundContent } from '@agency/ui';
import { useDocumentMeta } from '@agency/platform';

export function NotFoundPage() {
  useDocumentMeta('Page not found', 'The page you were looking for is not on the Nyota Creative site. Find our services, work and articles from the home page.');
  return <NotFoundContent />;
}
