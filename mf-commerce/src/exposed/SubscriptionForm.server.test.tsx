/**
 * @jest-environment node
 */
import { CATALOG_DATA_ID, resetCatalogCache } from '@agency/platform/catalog';
import { renderOnServer } from '@agency/platform/testing';
import { MemoryRouter, QueryReadsContext, createQueryReads } from '@agency/routing';
import { DesignSystemProvider } from '@agency/ui';
import { CATALOG } from '../test/render';
import SubscriptionForm from './SubscriptionForm';

// As the server renders a page: a MemoryRouter at the address, noting the query names read.
const render = (planKey: string | null, url = '/subscribe', reads = createQueryReads()) =>
  renderOnServer(
    <QueryReadsContext.Provider value={reads}>
      <MemoryRouter initialEntries={[url]}>
        <DesignSystemProvider>
          <SubscriptionForm planKey={planKey} />
        </DesignSystemProvider>
      </MemoryRouter>
    </QueryReadsContext.Provider>,
  );

function apiAnswers(status: number, body: unknown) {
  (globalThis as { __AGENCY_API_ORIGIN__?: string }).__AGENCY_API_ORIGIN__ = 'http://api.internal:3100';
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
}

beforeEach(() => resetCatalogCache());
afterAll(() => delete (globalThis as { __AGENCY_API_ORIGIN__?: string }).__AGENCY_API_ORIGIN__);

describe('the subscription form on the server', () => {
  it('arrives with the plan and the four fields, and the catalog the browser hydrates from', async () => {
    apiAnswers(200, CATALOG);
    const { html, errors } = await render('brand-training-pro');
    expect(errors).toEqual([]);
    expect(html).not.toContain('Loading plans…');
    expect(html).toMatch(/<h2[^>]*>Brand Training Pro<\/h2>/);
    expect([...html.matchAll(/<input[^>]* name="([^"]+)"/g)].map((m) => m[1])).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(html).toContain(`id="${CATALOG_DATA_ID}"`);
  });

  it('says it is loading plans when the API does not answer, and reports it so the page is not cached', async () => {
    apiAnswers(503, { statusCode: 503, message: 'down' });
    const { html, errors } = await render(null);
    expect(html).toContain('Loading plans…');
    expect(html).not.toContain(CATALOG_DATA_ID);
    expect(errors).toHaveLength(1);
  });

  it('renders the details step for an address at the payment step (no details on the server), and notes the step and currency read', async () => {
    apiAnswers(200, CATALOG);
    const reads = createQueryReads();
    const { html, errors } = await render('brand-training-pro', '/subscribe?plan=brand-training-pro&step=2&currency=RWF', reads);
    expect(errors).toEqual([]);
    expect(html).toContain('Step 1 of 2 · Your details');
    expect([...html.matchAll(/<input[^>]* name="([^"]+)"/g)].map((m) => m[1])).toEqual(['firstName', 'lastName', 'email', 'phone']);
    // The gateway keeps a render per value of what was read: ?currency= and ?step= are among them.
    expect(reads.names).toEqual(new Set(['currency', 'step']));
    expect(reads.whole).toBe(false);
  });
});
