import { writeSession } from '../auth/session';
import { ApiError, answer, api, formDataBody } from './client';

describe('the api client', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  /** jsdom has no Response: the parts of one that openapi-fetch reads. */
  function reply(status: number, body: unknown, contentType = 'application/json') {
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, headers: new Headers({ 'Content-Type': contentType }), text: async () => text });
  }
  const sent = () => fetchMock.mock.calls[0] as [string, RequestInit & { headers: Headers }];

  it('calls the same-origin /api path with a JSON body, never a fixed host', async () => {
    reply(201, { id: 'c1' });
    const created = await answer(api.POST('/api/contact', { body: { name: 'Ama', email: 'ama@example.com', subject: 'Hi', message: 'Hello' } }));
    expect(created).toEqual({ id: 'c1' });
    const [url, init] = sent();
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.headers.get('Content-Type')).toBe('application/json');
    expect(init.headers.get('Accept')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Ama', email: 'ama@example.com', subject: 'Hi', message: 'Hello' });
  });

  it('adds the signed-in visitor’s token, and none when signed out', async () => {
    reply(200, { email: 'a@b.co' });
    await api.GET('/api/auth/me');
    expect(sent()[1].headers.has('Authorization')).toBe(false);

    writeSession({ token: 'abc', user: { email: 'a@b.co' } });
    reply(200, { email: 'a@b.co' });
    await api.GET('/api/auth/me');
    expect((fetchMock.mock.calls[1] as [string, { headers: Headers }])[1].headers.get('Authorization')).toBe('Bearer abc');
  });

  it('fills path parameters', async () => {
    reply(200, 'PDF', 'application/pdf');
    await api.GET('/api/drive/download/{id}', { params: { path: { id: 'brand persona/guide' } }, parseAs: 'text' });
    expect(sent()[0]).toBe('/api/drive/download/brand%20persona%2Fguide');
  });

  it('throws the server’s message and per-field errors as an ApiError', async () => {
    reply(400, { statusCode: 400, error: 'Bad Request', message: 'Name is required', errors: { name: ['Name is required', 'Name must be text'] } });
    const error = await api.POST('/api/contact', { body: { name: '', email: 'a@b.co', subject: 's', message: 'm' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Name is required');
    expect((error as ApiError).fieldErrors).toEqual({ name: 'Name is required' });
  });

  it('throws an ApiError with a plain message when the error answer is not JSON', async () => {
    reply(502, '<html>Bad gateway</html>', 'text/html');
    const error = await api.GET('/api/catalog').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).message).toBe('Request failed with status 502');
    expect((error as ApiError).fieldErrors).toEqual({});
  });

  it('lets a network failure through as it is', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.GET('/api/catalog')).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('sends a multipart body as FormData, without a Content-Type of its own (the browser writes the boundary)', async () => {
    reply(201, { id: 'inq' });
    const moodboard = new File(['png'], 'moodboard.png', { type: 'image/png' });
    const brief = new File(['pdf'], 'brief.pdf', { type: 'application/pdf' });
    await api.POST('/api/motion-project-inquiry', {
      body: {
        name: 'Amina',
        email: 'amina@example.com',
        businessName: 'Kato Foods',
        projectType: 'Explainer Video',
        platforms: ['Instagram', 'TikTok'],
        duration: '60 seconds',
        needsScript: 'yes',
        deadline: '2030-05-20',
        budgetRange: '$2,500 - $5,000',
        additionalDetails: undefined,
        files: [moodboard, brief],
      },
      bodySerializer: formDataBody,
    });
    const [url, init] = sent();
    expect(url).toBe('/api/motion-project-inquiry');
    expect(init.headers.has('Content-Type')).toBe(false);
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('platforms')).toBe('["Instagram","TikTok"]');
    expect(form.get('projectType')).toBe('Explainer Video');
    expect(form.has('additionalDetails')).toBe(false);
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['moodboard.png', 'brief.pdf']);
  });
});

describe('formDataBody', () => {
  it('leaves out empty values and empty lists, and writes numbers and booleans as text', () => {
    const form = formDataBody({ a: '', b: null, c: undefined, d: [], e: 3, f: false });
    expect([...form.entries()]).toEqual([
      ['a', ''],
      ['e', '3'],
      ['f', 'false'],
    ]);
  });
});
