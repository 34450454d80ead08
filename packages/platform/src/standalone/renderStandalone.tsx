import { css } from '@emotion/react';
import { DesignSystemProvider, theme } from '@agency/ui';
import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@agency/routing';
// Through the package name: the shared module, not a copy of its file in this chunk (vendor-chunks.js).
import { AgencyContactContext, AuthProvider, api } from '@agency/platform';
import { bootFederation } from '../federation';

/**
 * A remote's own page, so its team can work on it without the shell: the same providers as the
 * composed site and a minimal frame naming the slice. Other remotes still load through
 * /remotes.json when a composed site answers on the same origin (the dev server proxies it), and
 * the agency's contact details come from its API, as the shell's render gives them (none without it).
 */
export async function renderStandalone(Routes: ComponentType, sliceName: string): Promise<void> {
  await bootFederation('/remotes.json');
  const contact = await api.GET('/api/content/contact', { signal: AbortSignal.timeout(3000) }).then(
    ({ data }) => data ?? null,
    () => null,
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <DesignSystemProvider>
          <AuthProvider>
            <AgencyContactContext.Provider value={contact}>
              <div
                css={css`
                  position: fixed;
                  inset: auto 12px 12px auto;
                  z-index: 500;
                  padding: 6px 12px;
                  border-radius: 999px;
                  background: ${theme.colors.ink};
                  color: ${theme.colors.textOnDark};
                  font-size: 12px;
                `}
              >
                {sliceName} · standalone
              </div>
              <main>
                <Routes />
              </main>
            </AgencyContactContext.Provider>
          </AuthProvider>
        </DesignSystemProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
