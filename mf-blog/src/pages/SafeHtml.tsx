import { sanitizeHtml } from './sanitize';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * An article body, sanitised, rendered on the server and in the browser alike (the server bundle
 * sanitises with ./sanitize.server.ts): the text is in the page's HTML and nothing below it moves
 * when the page goes live.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  return <div className={className} data-testid="article-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
