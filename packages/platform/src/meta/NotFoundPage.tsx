import { NotFoundContent } from '@agency/ui';
import { useDocumentMeta } from './useDocumentMeta';

const DESCRIPTION = 'The page you were looking for is not on the Nyota Creative site. Find our services, work and articles from the home page.';

/**
 * The 404 page of every slice: the design system's body, the not-found title and description, and
 * status 404 when the server renders it. A remote's unknown address (an article or case study that
 * does not exist) answers 404 as the shell's does.
 */
export function NotFoundPage() {
  useDocumentMeta('Page not found', DESCRIPTION, { status: 404 });
  return <NotFoundContent />;
}
