import { css, type Theme } from '@emotion/react';

/**
 * The styles of an article's body (the Markdown rendered to HTML): headings, paragraphs, lists,
 * quotes, links, images and code. One rule for the blog's article page and the back office's live
 * preview, so what staff see while writing is what readers get.
 */
export const articleBodyStyles = (t: Theme) => css`
  font-size: ${t.fontSizes.lg};
  line-height: 1.75;
  overflow-wrap: anywhere;
  h2 { font-size: ${t.fontSizes.h3}; margin: ${t.space(10)} 0 ${t.space(3)}; }
  h3 { font-size: ${t.fontSizes.xl}; margin: ${t.space(8)} 0 ${t.space(3)}; }
  p, ul, ol { margin: 0 0 ${t.space(5)}; }
  ul, ol { padding-left: ${t.space(6)}; }
  li { margin-bottom: ${t.space(2)}; }
  blockquote { margin: ${t.space(8)} 0; padding: ${t.space(4)} ${t.space(6)}; border-left: 4px solid ${t.colors.accent}; background: ${t.colors.canvas}; font-family: ${t.fonts.display}; font-size: ${t.fontSizes.xl}; font-weight: 600; }
  /* Markdown puts a quote's words in a paragraph: its last one ends where the quote's padding does. */
  blockquote > :last-child { margin-bottom: 0; }
  img { max-width: 100%; height: auto; border-radius: ${t.radii.md}; }
  code { font-size: 0.9em; padding: 0 ${t.space(1)}; border-radius: ${t.radii.sm}; background: ${t.colors.canvas}; }
  pre { overflow-x: auto; padding: ${t.space(4)}; border-radius: ${t.radii.md}; background: ${t.colors.canvas}; }
  pre code { padding: 0; background: none; }
`;
