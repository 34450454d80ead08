import styled from '@emotion/styled';

/**
 * Responsive grid: one column on phones, `columns` from the large breakpoint,
 * and min(columns, 2) in between.
 */
export const Grid = styled.div<{ columns?: number; gap?: number }>`
  display: grid;
  gap: ${(p) => p.theme.space(p.gap ?? 6)};
  /* minmax(0, ...): a plain 1fr column is never narrower than its widest word or button, and
     widened the page past a 360 px phone (the pricing cards). */
  grid-template-columns: minmax(0, 1fr);
  ${(p) => p.theme.mq.md} {
    grid-template-columns: repeat(${(p) => Math.min(p.columns ?? 3, 2)}, minmax(0, 1fr));
  }
  ${(p) => p.theme.mq.lg} {
    grid-template-columns: repeat(${(p) => p.columns ?? 3}, minmax(0, 1fr));
  }
`;

/** A horizontal or vertical run of items with a gap, wrapping on small screens. */
export const Stack = styled.div<{ direction?: 'row' | 'column'; gap?: number; align?: string; justify?: string; wrap?: boolean }>`
  display: flex;
  flex-direction: ${(p) => p.direction ?? 'column'};
  gap: ${(p) => p.theme.space(p.gap ?? 4)};
  align-items: ${(p) => p.align ?? 'stretch'};
  justify-content: ${(p) => p.justify ?? 'flex-start'};
  flex-wrap: ${(p) => (p.wrap ? 'wrap' : 'nowrap')};
`;
