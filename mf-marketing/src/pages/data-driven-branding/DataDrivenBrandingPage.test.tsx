import { configureRemoteLoader, type PaymentDialogProps } from '@agency/platform';
import { CATALOG_DATA_ID, catalogJson, resetCatalogCache, type Catalog } from '@agency/platform/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KIT_CATALOG as CATALOG } from '../../test/catalog';
import { SITE } from '../../test/contentFixtures';
import { mockFetch, renderWithProviders, type FetchCall } from '../../test/render';
import DataDrivenBrandingPage from './DataDrivenBrandingPage';

beforeEach(() => {
  resetCatalogCache();
  document.body.innerHTML = '';
});

afterEach(() => {
  configureRemoteLoader(null);
  jest.restoreAllMocks();
});

/** The data block the server writes into the page beside the kits it rendered. */
function serverBlock(catalog: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = CATALOG_DATA_ID;
  block.textContent = catalogJson(catalog as Catalog);
  document.body.append(block);
}

/** The catalog's answers as `respond` gives them; the page's offerings (GET /api/content/site) as staff keep them. */
const withSite =
  (respond: (call: FetchCall) => [number, unknown] | Promise<[number, unknown]>) =>
  (call: FetchCall): [number, unknown] | Promise<[number, unknown]> =>
    call.url.endsWith('/api/content/site') ? [200, SITE] : respond(call);
const catalogCalls = (calls: FetchCall[]) => calls.filter((c) => c.url !== '/api/content/site');

describe('Data-driven branding page', () => {
  it('shows skeletons while the catalog loads, then the three kits in order with their server prices', async () => {
    let answer!: () => void;
    const { calls } = mockFetch(withSite(() => new Promise((resolve) => (answer = () => resolve([200, CATALOG])))));
    renderWithProviders(<DataDrivenBrandingPage />, { route: '/data-driven-branding' });
    expect(screen.getAllByTestId('kit-skeleton')).toHaveLength(3);
    await waitFor(() => expect(catalogCalls(calls)[0]?.url).toBe('/api/catalog'));
    expect(screen.getAllByTestId('kit-skeleton')).toHaveLength(3);
    answer();
    const cards = await screen.findAllByRole('button', { name: /^Get Started with the/ });
    expect(cards).toHaveLength(3);
    expect(screen.queryByTestId('kit-skeleton')).toBeNull();
    const kits = Array.from(document.querySelectorAll('[data-kit]'));
    expect(kits.map((k) => k.getAttribute('data-kit'))).toEqual(['kit-essential', 'kit-optimization', 'kit-full-stack']);
    expect(within(kits[0] as HTMLElement).getByText('UGX 180,000')).toBeInTheDocument();
    expect(within(kits[0] as HTMLElement).getByText('RWF 180,000')).toBeInTheDocument();
    expect(within(kits[1] as HTMLElement).getByText('UGX 280,000')).toBeInTheDocument();
    expect(within(kits[2] as HTMLElement).getByText('UGX 475,000')).toBeInTheDocument();
    expect(within(kits[0] as HTMLElement).getByRole('heading', { name: 'Essential Kit' })).toBeInTheDocument();
  });

  it('starts from the catalog the server wrote into the page: the kits at once, no skeletons, no second render', async () => {
    serverBlock(CATALOG);
    const { calls } = mockFetch(withSite(() => [200, CATALOG]));
    renderWithProviders(<DataDrivenBrandingPage />, { route: '/data-driven-branding' });
    // The first render, before any answer: what hydration compares with the server's HTML.
    expect(screen.queryByTestId('kit-skeleton')).toBeNull();
    expect(Array.from(document.querySelectorAll('[data-kit]')).map((k) => k.getAttribute('data-kit'))).toEqual(['kit-essential', 'kit-optimization', 'kit-full-stack']);
    expect(screen.getByText('UGX 475,000')).toBeInTheDocument();
    // Asked once more (a cached page may be older than the prices); newer prices would replace these.
    await waitFor(() => expect(catalogCalls(calls).map((c) => c.url)).toEqual(['/api/catalog']));
  });

  it('says clearly when the prices cannot be loaded, and tries again on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockFetch(withSite(() => (fail ? [500, { statusCode: 500, message: 'boom' }] : [200, CATALOG])));
    const user = userEvent.setup();
    renderWithProviders(<DataDrivenBrandingPage />, { route: '/data-driven-branding' });
    expect(await screen.findByText("We couldn't load the kit prices.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('UGX 475,000')).toBeInTheDocument();
  });

  it('"Get Started" opens the commerce payment dialog through federation with the kit', async () => {
    mockFetch(withSite(() => [200, CATALOG]));
    const seen: PaymentDialogProps[] = [];
    const load = jest.fn(async () => ({
      default: (props: PaymentDialogProps) => {
        seen.push(props);
        return props.open ? (
          <div role="dialog" aria-label={props.title}>
            paying for {props.itemKey}
            <button type="button" onClick={props.onClose}>
              close dialog
            </button>
          </div>
        ) : null;
      },
    }));
    configureRemoteLoader({ load });
    const user = userEvent.setup();
    renderWithProviders(<DataDrivenBrandingPage />, { route: '/data-driven-branding' });
    await user.click(await screen.findByRole('button', { name: 'Get Started with the Optimization Suite' }));
    expect(await screen.findByRole('dialog', { name: 'Optimization Suite' })).toHaveTextContent('paying for kit-optimization');
    expect(load).toHaveBeenCalledWith('commerce/PaymentDialog');
    await user.click(screen.getByRole('button', { name: 'close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Get Started with the Full Stack' }));
    expect(await screen.findByRole('dialog', { name: 'Full Stack' })).toHaveTextContent('paying for kit-full-stack');
  });

  it('links to contact, portfolio and /subscribe, and lists five offerings', async () => {
    mockFetch(withSite(() => [200, CATALOG]));
    renderWithProviders(<DataDrivenBrandingPage />, { route: '/data-driven-branding' });
    await screen.findAllByRole('button', { name: /^Get Started with the/ });
    expect(screen.getByRole('link', { name: /Talk to a Strategist/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'See Our Portfolio' })).toHaveAttribute('href', '/portfolio');
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    const offerings = screen.getByRole('heading', { name: 'What We Offer' }).closest('section')!;
    expect(within(offerings).getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });
});
