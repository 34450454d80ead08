import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export function ListHeading({ children }: { children: ReactNode }) {
  const t = useTheme();
  return <h2 css={css`font-size: ${t.fontSizes.h3}; margin-bottom: ${t.space(6)};`}>{children}</h2>;
}
