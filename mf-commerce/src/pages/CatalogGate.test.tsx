import { act, screen } from '@testing-library/react';
import { CATALOG_DATA_ID, catalogJson, resetCatalogCache, type Catalog } from '../api/catalog';
import { CATALOG, mockFetch, renderWithProviders } from '../test/render';
import { CatalogGate } from './CatalogGate';

const renamed = (name: string): Catalog => ({ ...CATALOG, kits: [{ ...CATALOG.kits[0], name }, ...CATALOG.kits.slice(1)] });

/** The data block the server writes into the page beside the catalog's content. */
function serverBlock(catalog: Catalog) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = CATALOG_DATA_ID;
  block.textContent = catalogJson(catalog);
  document.body.append(block);
  return block;
}

const gate = <CatalogGate>{(catalog) => <p data-testid="kit">{catalog.kits[0].name}</p>}</CatalogGate>;

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
});
