/**
 * An article's body as the API gives it: rendered from Markdown and sanitised there, once, for
 * every reader (raw HTML off, sanitize-html after it; docs/decisions/content-in-the-api.md). It is
 * not sanitised again here: the server and the browser write the very same HTML, so hydration finds
 * what the server sent (a browser-only second pass could change the DOM under React).
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return <div className={className} data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
