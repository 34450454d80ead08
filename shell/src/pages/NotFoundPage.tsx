import { NotFoundPage as NotFound } from '@agency/platform';
import { useEffect } from 'react';

/** A path no slice owns: the platform's 404 page (status 404 from the server). */
export function NotFoundPage({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return <NotFound />;
}
