import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Article bodies are sanitised (no scripts, no event handlers) because they may later come from a CMS. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} data-testid="article-body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
