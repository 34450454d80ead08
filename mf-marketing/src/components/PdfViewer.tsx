import { css, useTheme } from '@emotion/react';
import { Button, LoadingArea, Notice } from '@agency/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Document, Page, PasswordResponses } from 'react-pdf';
import { onPdfWorkerFailure } from './pdfPreload';
import { workerOptions } from './pdfWorker';

/** Spec 9: zoom stops from 0.1 to 10, fine at the low end and wider at the high end. */
export const ZOOM_STOPS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.3, 1.5, 1.7, 1.9, 2.1, 2.4, 2.7, 3, 3.3, 3.7, 4.1, 4.6, 5.1, 5.7, 6.3, 7, 7.7, 8.5, 9.4, 10];
/** Spec 9: pages rendered beyond the visible one on each side. */
export const PAGES_AROUND = 3;
export const CANNOT_LOAD = 'Cannot load document';

interface PasswordRequest {
  submit: (password: string) => void;
  incorrect: boolean;
}

const toolbarGroup = css`
  display: flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
`;

const toolbarButton = css`
  min-width: 40px;
  min-height: 36px;
  padding: 0 10px;
  border-radius: 8px;
  border: 1px solid rgba(255, 255, 255, 0.24);
  background: rgba(255, 255, 255, 0.08);
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.18); }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
`;

function PasswordPrompt({ request }: { request: PasswordRequest }) {
  const t = useTheme();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.submit(value);
    setValue('');
  };
  return (
    <form
      onSubmit={onSubmit}
      css={css`
        margin: auto;
        width: min(100%, 360px);
        display: grid;
        gap: ${t.space(3)};
        padding: ${t.space(6)};
        border-radius: ${t.radii.md};
        background: ${t.colors.surface};
        color: ${t.colors.text};
      `}
    >
      <label htmlFor="pdf-password" css={css`font-weight: 600;`}>
        This document is protected. Enter its password to open it.
      </label>
      {request.incorrect ? <Notice tone="error">Try again</Notice> : null}
      <input
        id="pdf-password"
        type="password"
        autoComplete="off"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        data-autofocus
        css={css`min-height: 44px; padding: 0 ${t.space(3)}; border: 1.5px solid ${t.colors.line}; border-radius: ${t.radii.sm};`}
      />
      <Button type="submit">Open document</Button>
    </form>
  );
}

/**
 * The embedded PDF viewer (react-pdf): pages in one vertical, smoothly scrolling column, the
 * visible page and three on each side rendered, zoom through fixed stops, rotation by 90 degrees,
 * and the loading, error and password states of spec 8.
 */
export default function PdfViewer({ file, title }: { file: string; title: string }) {
  const t = useTheme();
  const scrollRef = useRef<HTMLDivElement>(null);
  const pageRefs = useRef<Array<HTMLDivElement | null>>([]);
  const [numPages, setNumPages] = useState(0);
  const [current, setCurrent] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(ZOOM_STOPS.indexOf(1));
  const [rotation, setRotation] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState<PasswordRequest | null>(null);
  const [width, setWidth] = useState(640);
  const [ratio, setRatio] = useState(1.414);
  // Page 1 is drawn alone first; the pages around it wait until it is on screen, so they do not
  // share the worker and the main thread with it.
  const [firstDrawn, setFirstDrawn] = useState(false);
  // The worker the page started ahead (./pdfPreload.ts), the same object for the viewer's life:
  // react-pdf loads the document again when its options change.
  const [options] = useState(workerOptions);
  const zoom = ZOOM_STOPS[zoomIndex]!;

  // A worker whose script did not load would leave the document loading for ever.
  useEffect(() => onPdfWorkerFailure(() => setError(CANNOT_LOAD)), []);

  // Fit the page width to the viewer; zoom multiplies it.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return undefined;
    const measure = () => setWidth(Math.max(200, Math.min(el.clientWidth - 32, 1000)));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The page most in view is the current one (the first of them when several are wholly visible).
  useEffect(() => {
    const root = scrollRef.current;
    if (!root || numPages === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    const ratios = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          ratios.set(Number((entry.target as HTMLElement).dataset.page), entry.isIntersecting ? entry.intersectionRatio : 0);
        }
        let best = 0;
        let bestRatio = 0;
        for (const [page, ratio] of [...ratios.entries()].sort((a, b) => a[0] - b[0])) {
          if (ratio > bestRatio) {
            best = page;
            bestRatio = ratio;
          }
        }
        if (best) setCurrent(best);
      },
      { root, threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    pageRefs.current.slice(0, numPages).forEach((el) => el && observer.observe(el));
    return () => observer.disconnect();
  }, [numPages]);

  const goTo = useCallback((page: number) => {
    const target = Math.min(Math.max(1, page), numPages);
    setCurrent(target);
    pageRefs.current[target - 1]?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [numPages]);

  const sideways = rotation % 180 !== 0;
  const pageHeight = Math.round(width * zoom * (sideways ? 1 / ratio : ratio));

  return (
    <div css={css`display: flex; flex-direction: column; flex: 1; min-height: 0; gap: ${t.space(2)};`}>
      {numPages > 0 ? (
        <div
          role="toolbar"
          aria-label="Document controls"
          // Two groups, each kept on one line: a narrow dialog (a 360 px phone) wraps between them,
          // pages on one row and zoom and rotation on the next, instead of cutting the zoom in two.
          css={css`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${t.space(2)}; font-size: ${t.fontSizes.sm};`}
        >
          <div css={toolbarGroup}>
            <button type="button" css={toolbarButton} onClick={() => goTo(current - 1)} disabled={current <= 1} aria-label="Previous page">
              ‹
            </button>
            <span aria-live="polite">
              Page {current} of {numPages}
            </span>
            <button type="button" css={toolbarButton} onClick={() => goTo(current + 1)} disabled={current >= numPages} aria-label="Next page">
              ›
            </button>
          </div>
          <div css={toolbarGroup}>
            <button type="button" css={toolbarButton} onClick={() => setZoomIndex((i) => Math.max(0, i - 1))} disabled={zoomIndex === 0} aria-label="Zoom out">
              −
            </button>
            <span data-testid="pdf-zoom">{Math.round(zoom * 100)}%</span>
            <button
              type="button"
              css={toolbarButton}
              onClick={() => setZoomIndex((i) => Math.min(ZOOM_STOPS.length - 1, i + 1))}
              disabled={zoomIndex === ZOOM_STOPS.length - 1}
              aria-label="Zoom in"
            >
              +
            </button>
            <button type="button" css={toolbarButton} onClick={() => setRotation((r) => (r + 90) % 360)} aria-label="Rotate clockwise">
              ↻
            </button>
          </div>
        </div>
      ) : null}
      <div
        ref={scrollRef}
        data-testid="pdf-scroll"
        css={css`
          flex: 1;
          min-height: 0;
          overflow: auto;
          scroll-behavior: smooth;
          display: flex;
          flex-direction: column;
          border-radius: ${t.radii.md};
          background: #1c2233;
        `}
      >
        {password ? <PasswordPrompt request={password} /> : null}
        {error !== null ? (
          <div css={css`margin: auto; padding: ${t.space(6)};`}>
            <Notice tone="error">{error || CANNOT_LOAD}</Notice>
          </div>
        ) : null}
        <Document
          file={file}
          options={options}
          loading={<LoadingArea label="Loading document…" minHeight="60vh" />}
          error={<span />}
          noData={<span />}
          onPassword={(submit: (password: string) => void, reason: number) =>
            setPassword({ submit, incorrect: reason === PasswordResponses.INCORRECT_PASSWORD })
          }
          onLoadSuccess={(pdf: { numPages: number }) => {
            setPassword(null);
            setError(null);
            setNumPages(pdf.numPages);
          }}
          onLoadError={(e: Error) => {
            setPassword(null);
            setError(e?.message ?? '');
          }}
          css={css`
            display: flex;
            flex-direction: column;
            align-items: center;
            gap: ${t.space(4)};
            padding: ${t.space(4)};
            ${password || error !== null ? 'display: none;' : ''}
          `}
        >
          {Array.from({ length: numPages }, (_, i) => {
            const n = i + 1;
            const near = Math.abs(n - current) <= PAGES_AROUND && (n === 1 || firstDrawn || current > 1 + PAGES_AROUND);
            return (
              <div
                key={n}
                data-page={n}
                role="img"
                aria-label={`${title}, page ${n} of ${numPages}`}
                ref={(el) => {
                  pageRefs.current[i] = el;
                }}
                css={css`min-height: ${near ? 0 : pageHeight}px; box-shadow: 0 6px 24px rgba(0, 0, 0, 0.4);`}
              >
                {near ? (
                  <Page
                    pageNumber={n}
                    width={width}
                    scale={zoom}
                    rotate={rotation}
                    renderTextLayer={false}
                    renderAnnotationLayer={false}
                    loading={<div css={css`width: ${width * zoom}px; height: ${pageHeight}px; background: #fff;`} />}
                    onLoadSuccess={(page: { originalWidth: number; originalHeight: number }) => {
                      if (n === 1 && page.originalWidth) setRatio(page.originalHeight / page.originalWidth);
                    }}
                    onRenderSuccess={n === 1 ? () => setFirstDrawn(true) : undefined}
                    onRenderError={n === 1 ? () => setFirstDrawn(true) : undefined}
                  />
                ) : null}
              </div>
            );
          })}
        </Document>
      </div>
    </div>
  );
}
