import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';
import { GlobalStyles } from './GlobalStyles';

/** Theme plus global styles: what the shell (and each standalone remote) wraps its tree in. */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
