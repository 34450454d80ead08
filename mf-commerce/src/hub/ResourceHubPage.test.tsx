import { fireEvent, screen, within } from '@testing-library/react';
import { resetCatalogCache } from '../api/catalog';
import { contentAnswer, RESOURCES } from '../test/contentFixtures';
import { CATALOG, mockFetch, renderWithProviders } from '../test/render';
import ResourceHubPage from './ResourceHubPage';

beforeEach(() => {
  resetCatalogCache();
  window.localStorage.clear();
  // The catalog keeps the prices only: every word of a resource comes from the content API.
  mockFetch((call) => (call.url === '/api/catalog' ? [200, { ...CATALOG, resources: [] }] : (contentAnswer(call.url) ?? [500, undefined])));
});

describe('ResourceHubPage', () => {
  it('filters by category tab and by search text, with New and Coming soon badges', async () => {
    renderWithProviders(<ResourceHubPage />, { route: '/resource-hub' });
    expect(await screen.findAllByTestId('resource-card')).toHaveLength(3);
    fireEvent.click(screen.getByRole('tab', { name: 'AI Innovations' }));
    const [only] = screen.getAllByTestId('resource-card');
    expect(screen.getAllByTestId('resource-card')).toHaveLength(1);
    expect(within(only).getByText('Coming soon', { selector: 'span' })).toBeInTheDocument();
    expect(within(only).getByRole('button', { name: 'Coming soon' })).toBeDisabled();
    fireEvent.click(screen.getByRole('tab', { name: 'Persona Kit' }));
    expect(screen.getAllByTestId('resource-card')).toHaveLength(2);
    expect(screen.getAllByText('New')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    fireEvent.change(screen.getByLabelText('Search resources'), { target: { value: 'SCORE' } });
    expect(screen.getAllByTestId('resource-card')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Search resources'), { target: { value: 'nothing like this' } });
    expect(screen.getByText('No resources match "nothing like this".')).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to sign in before paying for a persona-kit file', async () => {
    renderWithProviders(<ResourceHubPage />, { route: '/resource-hub' });
    fireEvent.click(await screen.findByRole('button', { name: 'Get access persona guide' }));
    const dialog = screen.getByRole('dialog', { name: 'persona guide' });
    expect(within(dialog).getByRole('heading', { name: 'Sign in to access this resource' })).toBeInTheDocument();
  });

  it('asks a signed-in visitor without the access to pay, never trying the download first (a 403)', async () => {
    window.localStorage.setItem('token', 'tok');
    window.localStorage.setItem('user', JSON.stringify({ email: 'amina@example.com' }));
    const account = { email: 'amina@example.com', payments: [], entitlements: [], withdrawn: [], downloads: [] };
    const { calls } = mockFetch((call) =>
      call.url === '/api/catalog' ? [200, { ...CATALOG, resources: [] }] : call.url.endsWith('/api/account') ? [200, account] : (contentAnswer(call.url) ?? [403, { message: 'No access' }]),
    );
    renderWithProviders(<ResourceHubPage />, { route: '/resource-hub' });
    fireEvent.click(await screen.findByRole('button', { name: 'Get access persona guide' }));
    const dialog = screen.getByRole('dialog', { name: 'persona guide' });
    expect(await within(dialog).findByRole('form', { name: 'Pay for Resource Hub one-time access' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/api/drive/download/'))).toEqual([]);
  });

  it("shows the content API's words for each resource", async () => {
    mockFetch((call) =>
      call.url === '/api/catalog'
        ? [200, { ...CATALOG, resources: [] }]
        : (contentAnswer(call.url, RESOURCES.map((r) => (r.slug === 'persona-guide' ? { ...r, title: 'Persona Guide, second edition', description: 'Rewritten by staff' } : r))) ?? [500, undefined]),
    );
    renderWithProviders(<ResourceHubPage />, { route: '/resource-hub' });
    const [first] = await screen.findAllByTestId('resource-card');
    expect(first).toHaveTextContent('Persona Guide, second edition');
    expect(first).toHaveTextContent('Rewritten by staff');
  });

  it('links to contact and training', async () => {
    renderWithProviders(<ResourceHubPage />, { route: '/resource-hub' });
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Explore training' })).toHaveAttribute('href', '/training');
  });
});
