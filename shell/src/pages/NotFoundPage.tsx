import { NotFoundPage as NotFound } from '@agency/platform';

/** A path no slice owns: the platform's 404 page (status 404 from the server). */
export function NotFoundPage() {
  return <NotFound />;
}
