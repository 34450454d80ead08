import { css, useTheme } from '@emotion/react';
import { FieldError, controlStyles } from '@agency/ui';
import { Component, lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { LivePreview } from './LivePreview';

const CodeMirrorMarkdown = lazy(() => import('./CodeMirrorMarkdown'));

/** If the editor's code cannot be loaded (a deploy replaced the chunk), the plain field stays. */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** True after the first render in a browser: the server and hydration render the plain field. */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser;
}

/**
 * The article body: Markdown on the left (CodeMirror, loaded lazily in the browser; a plain text
 * area until then and wherever it cannot load), its live preview on the right in the site's article
 * styles (side by side from laptops up, one under the other on a phone).
 */
export function MarkdownField({ label, hint, value, onChange, error }: { label: string; hint?: string; value: string; onChange: (value: string) => void; error?: string }) {
  const t = useTheme();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const inBrowser = useInBrowser();
  const plain = (
    <textarea
      id={id}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      rows={18}
      css={[controlStyles(t, Boolean(error)), css`font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: ${t.fontSizes.sm}; resize: vertical;`]}
    />
  );
  return (
    <div
      css={css`
        display: grid;
        gap: ${t.space(4)};
        ${t.mq.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
      `}
    >
      <div css={css`min-width: 0;`}>
        <label id={`${id}-label`} htmlFor={id} css={css`display: block; font-weight: 600; margin-bottom: ${t.space(1.5)};`}>
          {label}
        </label>
        {hint ? (
          <p id={hintId} css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted}; margin-bottom: ${t.space(2)};`}>
            {hint}
          </p>
        ) : null}
        <div
          css={css`
            .cm-editor { min-height: 360px; border: 1.5px solid ${error ? t.colors.danger : t.colors.line}; border-radius: ${t.radii.md}; background: ${t.colors.surface}; font-size: ${t.fontSizes.sm}; }
            .cm-editor.cm-focused { outline: none; border-color: ${t.colors.primary}; box-shadow: 0 0 0 3px rgba(242, 169, 59, 0.55); }
            .cm-scroller { max-height: 70vh; overflow: auto; }
            .cm-content { padding: ${t.space(3)} ${t.space(2)}; min-height: 356px; }
          `}
        >
          {inBrowser ? (
            <EditorBoundary fallback={plain}>
              <Suspense fallback={plain}>
                <CodeMirrorMarkdown id={id} value={value} onChange={onChange} describedBy={describedBy} />
              </Suspense>
            </EditorBoundary>
          ) : (
            plain
          )}
        </div>
        <FieldError id={errorId}>{error}</FieldError>
      </div>
      <LivePreview markdown={value} />
    </div>
  );
}
