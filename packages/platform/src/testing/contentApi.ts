/**
 * For the front ends' jest tests: `fetch` answering the content reads the way the API does, from
 * `answer(pathname)` → [status, body]. Each call is given to openapi-fetch's client as a real
 * answer would be (status, JSON text, headers with the content type), so the page's ContentGate
 * reads it through the same path as in the browser. Returns the addresses asked for, in order.
 */
export function mockContentApi(answer: (path: string) => [number, unknown]): string[] {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: string | URL | { url: string }) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    const [status, body] = answer(new URL(url, 'http://site.test').pathname);
    const text = JSON.stringify(body);
    return {
      status,
      ok: status >= 200 && status < 300,
      headers: new Headers({ 'Content-Type': 'application/json' }),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}
