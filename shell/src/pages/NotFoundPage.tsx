import { NotFoundContent } from '@agency/ui';
import { useDocumentMeta } from '@agency/platform';
import { useEffect } from 'react';

export function NotFoundPage({ onReady }: { onReady?: () => void }) {
  useDocumentMeta(
    'Page not found',
    'The page you were looking for is not on the Nyota Creative site. Find our services, work and articles from the home page.',
  );
  useEffect(() => onReady?.(), [onReady]);
  return <NotFoundContent />;
}
