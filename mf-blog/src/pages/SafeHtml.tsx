import DOMPurify from 'dompurify';
import { Suspense } from 'react';

/** Article bodies are sanitised (no scripts, no event handlers) because they may later come from a CMS. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

interface SafeHtmlProps {
  html: string;
  className?: string;
}

function SanitizedBody({ html, className }: SafeHtmlProps) {
  // DOMPurify needs the browser's DOM: on the server this part is left to the browser (the gateway
  // knows the "[client-only]" mark and does not count it as a failure).
  if (typeof window === 'undefined') throw new Error('[client-only] the article body is sanitised in the browser');
  return <div className={className} data-testid="article-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={<div className={props.className} data-testid="article-body-pending" />}>
      <SanitizedBody {...props} />
    </Suspense>
  );
}
