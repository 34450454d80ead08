import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { articleBodyStyles, Muted } from '@agency/ui';
import { useEffect, useState } from 'react';
import { renderMarkdown } from './contentApi';

/** How long typing pauses before the preview is asked for (one request per pause, not per key). */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The body as readers will see it: the API renders the Markdown with the same renderer and
 * sanitizer as the public answers (POST /api/admin/content/render), shown in the blog's article
 * styles. An answer for older text never replaces a newer one.
 */
export function LivePreview({ markdown }: { markdown: string }) {
  const t = useTheme();
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setBusy(true);
    const timer = setTimeout(() => {
      renderMarkdown(markdown)
        .then((answer) => {
          if (!live) return;
          setHtml(answer.html);
          setError('');
        })
        .catch((e: unknown) => live && setError(e instanceof ApiError ? `The preview could not be updated: ${e.message}` : 'The preview could not be updated (no answer from the server).'))
        .finally(() => live && setBusy(false));
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [markdown]);

  return (
    <section aria-label="Preview of the body" aria-busy={busy || undefined} css={css`min-width: 0;`}>
      <p css={css`font-weight: 600; margin-bottom: ${t.space(1.5)};`}>Preview</p>
      <div
        css={css`
          border: 1px solid ${t.colors.line};
          border-radius: ${t.radii.md};
          background: ${t.colors.surface};
          padding: ${t.space(4)} ${t.space(5)};
          min-height: 200px;
          max-height: 75vh;
          overflow: auto;
        `}
      >
        {error ? <p role="alert" css={css`color: ${t.colors.danger}; font-size: ${t.fontSizes.sm}; margin-bottom: ${t.space(3)};`}>{error}</p> : null}
        {html === null ? (
          <Muted>{busy ? 'Rendering the preview…' : 'Nothing to preview yet.'}</Muted>
        ) : (
          // The API's answer is already sanitised (raw HTML off, sanitize-html after markdown-it).
          <div data-testid="body-preview" css={articleBodyStyles(t)} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </section>
  );
}
