import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCatalogCache } from '../api/catalog';
import { CATALOG, mockFetch, renderWithProviders } from '../test/render';
import { CatalogGate } from './CatalogGate';

// How the gate loads and hands over the catalog is the platform's (packages/platform/src/catalog);
// here, the commerce pages' own loading and error areas around it.
beforeEach(() => resetCatalogCache());

describe("the commerce pages' CatalogGate", () => {
  it('says "Loading prices…" while the browser loads the catalog, then shows it', async () => {
    mockFetch(() => [200, CATALOG]);
    renderWithProviders(<CatalogGate>{(catalog) => <p>{catalog.kits[0].name}</p>}</CatalogGate>);
    expect(screen.getByText('Loading prices…')).toBeInTheDocument();
    expect(await screen.findByText('Essential Kit')).toBeInTheDocument();
  });

  it('says the prices could not be loaded, and "Try again" asks again', async () => {
    let fail = true;
    mockFetch(() => (fail ? [503, { statusCode: 503, message: 'down' }] : [200, CATALOG]));
    renderWithProviders(<CatalogGate>{(catalog) => <p>{catalog.kits[0].name}</p>}</CatalogGate>);
    expect(await screen.findByText('Prices could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Essential Kit')).toBeInTheDocument();
  });
});
