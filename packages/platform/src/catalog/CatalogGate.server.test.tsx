/**
 * @jest-environment node
 */
import { DesignSystemProvider } from '@agency/ui';
import { renderOnServer } from '../testing/renderOnServer';
import { CATALOG } from './catalog.fixture';
import { CATALOG_DATA_ID, SERVER_TIMEOUT_MS, resetCatalogCache, serverCatalog, type Catalog } from './catalog';
import { CatalogGate } from './CatalogGate';

const render = () =>
  renderOnServer(
    <DesignSystemProvider>
      <CatalogGate loading={<p>Loading prices…</p>} failed={() => <p>Prices could not be loaded.</p>}>
        {(catalog) => <p data-testid="kit">{catalog.kits[0].name}</p>}
      </CatalogGate>
    </DesignSystemProvider>,
  );

/** The API at the origin the gateway names; `answer` decides each call. */
function api(answer: (url: string, signal: AbortSignal) => Promise<Response>) {
  const calls: string[] = [];
  (globalThis as { __AGENCY_API_ORIGIN__?: string }).__AGENCY_API_ORIGIN__ = 'http://api.internal:3100';
  globalThis.fetch = jest.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push(String(url));
    return answer(String(url), init!.signal!);
  }) as typeof fetch;
  return calls;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => resetCatalogCache());
afterAll(() => delete (globalThis as { __AGENCY_API_ORIGIN__?: string }).__AGENCY_API_ORIGIN__);

describe('CatalogGate on the server', () => {
  it('renders the catalog into the page and hands it to the browser in a data block', async () => {
    const hostile: Catalog = { ...CATALOG, kits: [{ ...CATALOG.kits[0], name: 'Kit </script><script>alert(1)</script>' }, ...CATALOG.kits.slice(1)] };
    const calls = api(async () => json(200, hostile));
    const { html, errors } = await render();
    expect(errors).toEqual([]);
    expect(calls).toEqual(['http://api.internal:3100/api/catalog']);
    expect(html).not.toContain('Loading prices');
    expect(html).toContain('data-testid="kit">Kit &lt;/script&gt;');
    const block = new RegExp(`<script type="application/json" id="${CATALOG_DATA_ID}">(.*?)</script>`).exec(html);
    expect(block).not.toBeNull();
    // Nothing in the data can end the element early; parsed back it is the catalog itself.
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1])).toEqual(hostile);
  });

  it('asks the API once for many renders (the catalog is the same for everyone)', async () => {
    const calls = api(async () => json(200, CATALOG));
    await render();
    await render();
    expect(calls).toHaveLength(1);
  });

  it('leaves the catalog to the browser when the API fails, and asks again on a later render', async () => {
    const calls = api(async () => json(503, { statusCode: 503, message: 'down' }));
    const { html, errors } = await render();
    expect(html).toContain('Loading prices');
    expect(html).not.toContain(CATALOG_DATA_ID);
    // Reported, so the gateway does not keep this page in its cache.
    expect(errors).toHaveLength(1);
    expect(calls).toHaveLength(1);
    // Within the same few seconds the failure stands (a render retrying its part sees the same one)...
    await render();
    expect(calls).toHaveLength(1);
    // ...and five seconds on the API is asked again.
    await serverCatalog(Date.now() + 5_000).catch(() => undefined);
    expect(calls).toHaveLength(2);
  });

  it(`gives up on a slow API after ${SERVER_TIMEOUT_MS} ms`, async () => {
    api(
      (_url, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const started = Date.now();
    const { html, errors } = await render();
    expect(html).toContain('Loading prices');
    expect(errors).toHaveLength(1);
    // The timeout itself, with room for a slow machine; a render without it would hang.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SERVER_TIMEOUT_MS - 20);
  });
});
