import { Metrics } from './metrics';

const count = (text: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`http_request_duration_seconds_count{${labels}}`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
};

describe('Metrics.request', () => {
  it('counts each method, route and status apart, also when a label set comes back', async () => {
    const metrics = new Metrics();
    metrics.request('GET', '/api/catalog', 200, 2 ** -8);
    metrics.request('GET', '/api/catalog', 404, 0.002);
    metrics.request('POST', '/api/catalog', 200, 0.003);
    metrics.request('GET', '/api/catalog', 200, 0.125);
    const text = await metrics.registry.metrics();
    expect(count(text, 'method="GET",route="/api/catalog",status="200"')).toBe(2);
    expect(count(text, 'method="GET",route="/api/catalog",status="404"')).toBe(1);
    expect(count(text, 'method="POST",route="/api/catalog",status="200"')).toBe(1);
    // Both GET 200 observations reach the same series: 3.9 ms in the 5 ms bucket, 125 ms only from 250 ms on
    // (binary-exact values, so the sum prints exactly).
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/catalog",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/catalog",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.25",method="GET",route="\/api\/catalog",status="200"\} 2$/m);
    expect(text).toMatch(/^http_request_duration_seconds_sum\{method="GET",route="\/api\/catalog",status="200"\} 0\.12890625$/m);
  });

  it('counts a sign-in only for a 2xx answer of the verify route', async () => {
    const metrics = new Metrics();
    metrics.request('POST', '/api/auth/verify-code', 200, 0.01);
    metrics.request('POST', '/api/auth/verify-code', 400, 0.01);
    metrics.request('POST', '/api/auth/request-code', 200, 0.01);
    expect(await metrics.registry.metrics()).toMatch(/^sign_ins_total 1$/m);
  });
});
