/** @jest-environment node */
// A server render: no window, no page to resolve '/api' against.
import { answer, api, configureApiOrigin } from './client';

describe('the api client outside the browser', () => {
  afterEach(() => configureApiOrigin(null));

  it('loads without a window, and refuses a relative call until it knows the API’s origin', async () => {
    expect(typeof window).toBe('undefined');
    await expect(api.GET('/api/catalog')).rejects.toThrow('No API origin outside the browser for /api/catalog');
  });

  it('calls the configured origin', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ status: 'ok', database: { status: 'up', driver: 'pglite' }, uptimeSeconds: 1 }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    configureApiOrigin('http://127.0.0.1:3100/');
    const health = await answer(api.GET('/api/health'));
    expect(health.status).toBe('ok');
    expect(fetchMock.mock.calls[0]).toEqual(['http://127.0.0.1:3100/api/health', expect.objectContaining({ method: 'GET' })]);
  });
});
