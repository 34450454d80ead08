/**
 * @jest-environment node
 */
import { resetCatalogCache } from '@agency/platform/catalog';
import { renderOnServer } from '@agency/platform/testing';
import { MemoryRouter, QueryReadsContext, createQueryReads } from '@agency/routing';
import { DesignSystemProvider } from '@agency/ui';
import { CATALOG } from '../test/render';
import PricingPage from './PricingPage';

// As the server renders /pricing: a MemoryRouter at the address, noting the query names read.
async function render(url: string) {
  const reads = createQueryReads();
  const { html, errors } = await renderOnServer(
    <QueryReadsContext.Provider value={reads}>
      <MemoryRouter initialEntries={[url]}>
        <DesignSystemProvider>
          <PricingPage />
        </DesignSystemProvider>
      </MemoryRouter>
    </QueryReadsContext.Provider>,
  );
  return { html, errors, reads };
}

beforeEach(() => {
  resetCatalogCache();
  (globalThis as { __AGENCY_API_ORIGIN__?: string }).__AGENCY_API_ORIGIN__ = 'http://api.internal:3100';
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(CATALOG), { status: 200, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
});
afterAll(() => delete (globalThis as { __AGENCY_API_ORIGIN__?: string }).__AGENCY_API_ORIGIN__);

const prices = (html: string) => [...html.matchAll(/data-testid="plan-price"[^>]*>([^<]+)</g)].map((m) => m[1]);

describe('/pricing on the server', () => {
  it('renders the prices in the currency of the address, as the browser will (one render per currency)', async () => {
    const rwf = await render('/pricing?currency=RWF');
    expect(rwf.errors).toEqual([]);
    expect(prices(rwf.html)).toEqual(['RWF 175,000', 'RWF 255,000', 'RWF 185,000']);
    expect(rwf.html).toContain('href="/subscribe?plan=brand-training-pro&amp;currency=RWF"');
    expect([...rwf.reads.names]).toEqual(['currency']);
    expect(rwf.reads.whole).toBe(false);

    const plain = await render('/pricing?fbclid=1');
    expect(prices(plain.html)).toEqual(['UGX 235,000', 'UGX 550,000', 'UGX 395,000']);
    expect(plain.html).toContain('href="/subscribe?plan=brand-training-pro"');
  });
});
