/**
 * @jest-environment node
 */
import { CATALOG_DATA_ID, resetCatalogCache } from '@agency/platform/catalog';
import { renderOnServer } from '@agency/platform/testing';
import { MemoryRouter } from '@agency/routing';
import { DesignSystemProvider } from '@agency/ui';
import { KIT_CATALOG as CATALOG } from '../../test/catalog';
import { SITE } from '../../test/contentFixtures';
import DataDrivenBrandingPage from './DataDrivenBrandingPage';

const render = () =>
  renderOnServer(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={['/data-driven-branding']}>
        <DataDrivenBrandingPage />
      </MemoryRouter>
    </DesignSystemProvider>,
  );

/** The catalog answers `status` and `body`; the site's content (the offerings) answers as staff keep it. */
function apiAnswers(status: number, body: unknown) {
  (globalThis as { __AGENCY_API_ORIGIN__?: string }).__AGENCY_API_ORIGIN__ = 'http://api.internal:3100';
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    if (String(url).endsWith('/api/content/site')) return new Response(JSON.stringify(SITE), { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Tags': 'site' } });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

beforeEach(() => resetCatalogCache());
afterAll(() => delete (globalThis as { __AGENCY_API_ORIGIN__?: string }).__AGENCY_API_ORIGIN__);

describe('Data-driven branding on the server', () => {
  it('renders the three kits with their prices into the HTML, and the catalog for hydration', async () => {
    const calls = apiAnswers(200, CATALOG);
    const { html, errors } = await render();
    expect(errors).toEqual([]);
    expect(calls.sort()).toEqual(['http://api.internal:3100/api/catalog', 'http://api.internal:3100/api/content/site']);
    expect(html).toContain('Audience Intelligence');
    expect(html).not.toContain('data-testid="kit-skeleton"');
    expect([...html.matchAll(/data-kit="([^"]+)"/g)].map((m) => m[1])).toEqual(['kit-essential', 'kit-optimization', 'kit-full-stack']);
    // React separates a text and a value with an empty comment.
    const text = html.replace(/<!-- -->/g, '');
    expect(text).toContain('UGX 180,000');
    expect(text).toContain('RWF 475,000');
    expect(html).toContain(`id="${CATALOG_DATA_ID}"`);
  });

  it('sends the skeletons when the API fails, and reports it so the page is not cached', async () => {
    apiAnswers(503, { statusCode: 503, message: 'down' });
    const { html, errors } = await render();
    expect(html.match(/data-testid="kit-skeleton"/g)).toHaveLength(3);
    expect(html).not.toContain(CATALOG_DATA_ID);
    expect(errors).toHaveLength(1);
    // The rest of the page is there.
    expect(html).toContain('What We Offer');
  });
});
