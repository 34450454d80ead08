import { DesignSystemProvider } from '@agency/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { resetCatalogCache, type Catalog } from './catalog';
import { CATALOG, mockFetch, serverBlock } from './catalog.fixture';
import { CatalogGate } from './CatalogGate';

const renderWithProviders = (ui: ReactElement) => render(<DesignSystemProvider>{ui}</DesignSystemProvider>);

const renamed = (name: string): Catalog => ({ ...CATALOG, kits: [{ ...CATALOG.kits[0], name }, ...CATALOG.kits.slice(1)] });

const gate = (
  <CatalogGate
    loading={<p>Loading prices…</p>}
    failed={(retry) => (
      <button type="button" onClick={retry}>
        Prices could not be loaded. Try again
      </button>
    )}
  >
    {(catalog) => <p data-testid="kit">{catalog.kits[0].name}</p>}
  </CatalogGate>
);

beforeEach(() => {
  resetCatalogCache();
  document.body.innerHTML = '';
});

describe('CatalogGate in the browser', () => {
  it('starts from the catalog the server wrote into the page: no loading state, the same content', async () => {
    serverBlock(renamed('From the server'));
    const api = mockFetch(() => [200, renamed('From the server')]);
    renderWithProviders(gate);
    // On the very first render, before any answer.
    expect(screen.getByTestId('kit')).toHaveTextContent('From the server');
    expect(screen.queryByText('Loading prices…')).not.toBeInTheDocument();
    await act(async () => undefined);
    // Asked again once (the page may come from the gateway's cache); the same answer changes nothing.
    expect(api.calls.map((c) => c.url)).toEqual(['/api/catalog']);
    expect(screen.getByTestId('kit')).toHaveTextContent('From the server');
  });

  it('shows newer prices when the API answers differently than the cached page', async () => {
    serverBlock(renamed('Old name'));
    mockFetch(() => [200, renamed('New name')]);
    renderWithProviders(gate);
    expect(screen.getByTestId('kit')).toHaveTextContent('Old name');
    expect(await screen.findByText('New name')).toBeInTheDocument();
  });

  it("keeps the page's catalog when the second look fails", async () => {
    serverBlock(renamed('From the server'));
    mockFetch(() => [503, { statusCode: 503, message: 'down' }]);
    renderWithProviders(gate);
    await act(async () => undefined);
    expect(screen.getByTestId('kit')).toHaveTextContent('From the server');
    expect(screen.queryByText('Prices could not be loaded.')).not.toBeInTheDocument();
  });

  it('without a block from the server (the server left it to the browser, or a later page), loads it', async () => {
    mockFetch(() => [200, renamed('Fetched')]);
    renderWithProviders(gate);
    expect(screen.getByText('Loading prices…')).toBeInTheDocument();
    expect(await screen.findByText('Fetched')).toBeInTheDocument();
  });

  it('without a block and with the API failing, shows the failed area, whose retry loads it', async () => {
    let fail = true;
    mockFetch(() => (fail ? [503, { statusCode: 503, message: 'down' }] : [200, renamed('Second try')]));
    renderWithProviders(gate);
    const retry = await screen.findByRole('button', { name: 'Prices could not be loaded. Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Second try')).toBeInTheDocument();
  });
});
