import { writeSession } from '../auth/session';
import { ApiError, apiRequest } from './client';

describe('apiRequest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  function answer(status: number, body: unknown) {
    fetchMock.mockResolvedValueOnce({ ok: status < 400, status, text: async () => JSON.stringify(body) });
  }

  it('calls the same-origin /api path with a JSON body, never a fixed host', async () => {
    answer(200, { ok: true });
    await apiRequest('/contact', { json: { name: 'Ama' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual({ name: 'Ama' });
  });

  it('adds the signed-in visitor token', async () => {
    writeSession({ token: 'abc', user: { email: 'a@b.co' } });
    answer(200, {});
    await apiRequest('/account');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer abc');
  });

  it('throws the server message and per-field errors', async () => {
    answer(400, { statusCode: 400, error: 'Bad Request', message: 'Name is required', errors: { name: ['Name is required'] } });
    const error = await apiRequest('/contact', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Name is required');
    expect((error as ApiError).fieldErrors).toEqual({ name: 'Name is required' });
  });

  it('refuses a relative path', async () => {
    await expect(apiRequest('contact')).rejects.toThrow('API paths are absolute');
  });
});
