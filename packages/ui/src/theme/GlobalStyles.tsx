import { Global, css, useTheme } from '@emotion/react';
import { noticeBox } from '../feedback/Notice';
import { fontFaces } from './fonts';
import type { AgencyTheme } from './theme';

/** The headings' lettering (h1-h4), also used by text drawn as a heading without being one (PageHeader's `titleAs="p"`). */
export const headingText = (t: AgencyTheme) => `font-family: ${t.fonts.display}; line-height: 1.12; letter-spacing: -0.02em; margin: 0;`;

/** Reset, base typography and a visible keyboard focus ring for every page. */
export function GlobalStyles() {
  const t = useTheme();
  return (
    <Global
      styles={css`
        ${fontFaces}
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(${t.layout.headerHeight} + 16px); }
        @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
        body {
          margin: 0;
          font-family: ${t.fonts.body};
          font-size: ${t.fontSizes.md};
          line-height: 1.6;
          color: ${t.colors.text};
          background: ${t.colors.surface};
          -webkit-font-smoothing: antialiased;
          text-rendering: optimizeLegibility;
        }
        h1, h2, h3, h4 { ${headingText(t)} color: inherit; }
        p { margin: 0; }
        img, video, iframe, svg { max-width: 100%; display: block; }
        img { height: auto; }
        a { color: inherit; }
        button, input, select, textarea { font: inherit; color: inherit; }
        :focus { outline: none; }
        :focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 3px; border-radius: 4px; }
        ::selection { background: ${t.colors.accent}; color: ${t.colors.ink}; }
        /* Put in by the page's script loader (packages/gateway/src/document/script-loader.js) when the page's
           scripts could not be loaded, or are long in coming: styled here because no script of the
           page runs then. The second goes once the page is live after all. A tap on the box goes
           through to the page beneath (a link there still works, a held tap is played later); only
           its reload link takes taps. */
        [data-load-failed], [data-load-slow] {
          pointer-events: none;
          position: fixed;
          left: ${t.space(4)};
          right: ${t.space(4)};
          bottom: ${t.space(4)};
          z-index: ${t.zIndex.toast};
          max-width: 40rem;
          margin: 0 auto;
          box-shadow: ${t.shadows.md};
        }
        [data-load-failed] { ${noticeBox(t, 'error')} }
        [data-load-slow] { ${noticeBox(t, 'info')} }
        [data-load-failed] a, [data-load-slow] a { font-weight: 600; pointer-events: auto; }
        html[data-page-ready] [data-load-slow] { display: none; }
        /* The one busy look of every control: a control tapped before the page is live gets
           aria-busy="true" from the page's event capture (packages/gateway/src/document/event-capture.js)
           until its tap is played, so the visitor sees at once that the tap was taken and does not
           tap again. Here, in the server's CSS, because no script of the page runs yet then; a
           component that is busy for its own reasons (a form being sent) looks the same. Stronger
           than a component's own rules because it stands for a state that passes. */
        :is(button, [role='button'], summary, a, input, select)[aria-busy='true'] {
          cursor: progress !important;
          box-shadow: inset 0 0 0 999px rgba(0, 0, 0, 0.16), 0 0 0 3px ${t.colors.focus} !important;
          animation: agency-busy 900ms ease-in-out infinite alternate;
        }
        @keyframes agency-busy { from { opacity: 1; } to { opacity: 0.6; } }
        @media (prefers-reduced-motion: reduce) {
          *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
        }
      `}
    />
  );
}
