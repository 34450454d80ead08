import { screen } from '@testing-library/react';
import { resetCatalogCache } from '../api/catalog';
import CommerceRoutes from '../routes';
import { contentAnswer, RESOURCES } from '../test/contentFixtures';
import { CATALOG, mockFetch, renderWithProviders } from '../test/render';

beforeEach(() => {
  resetCatalogCache();
  window.localStorage.clear();
  const edited = RESOURCES.map((r) => (r.slug === 'score-sheet' ? { ...r, title: 'Persona Score Sheet', description: 'Scores, weights and ranks' } : r));
  mockFetch((call) => (call.url === '/api/catalog' ? [200, { ...CATALOG, resources: [] }] : (contentAnswer(call.url, edited) ?? [500, undefined])));
});

describe('ResourceDetailPage', () => {
  it("shows the content API's resource with the catalog's price", async () => {
    renderWithProviders(<CommerceRoutes />, { route: '/resource-hub/score-sheet' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Persona Score Sheet' })).toBeInTheDocument();
    expect(screen.getByText('Scores, weights and ranks')).toBeInTheDocument();
    expect(screen.getByText('XLSX')).toBeInTheDocument();
    expect(screen.getByText(/One-time access \(UGX/)).toBeInTheDocument();
  });

  it('an id the content API does not publish is the 404 page', async () => {
    renderWithProviders(<CommerceRoutes />, { route: '/resource-hub/not-a-resource' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
