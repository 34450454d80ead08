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

describe('Metrics at scrape time', () => {
  const dbAnswering = (query: (sql: string) => Promise<{ rows: unknown[] }>) => ({ query }) as unknown as ConstructorParameters<typeof Metrics>[0];

  it('answers the scrape while the database fails or hangs, saying which gauges could not be read', async () => {
    const failing = new Metrics(dbAnswering(async () => Promise.reject(new Error('connect ECONNREFUSED'))));
    const text = await failing.registry.metrics();
    expect(text).toMatch(/^metric_source_up\{metric="payments"\} 0$/m);
    expect(text).toMatch(/^metric_source_up\{metric="mail_outbox"\} 0$/m);
    expect(text).not.toMatch(/^mail_outbox\{/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);

    const hanging = new Metrics(dbAnswering(() => new Promise(() => undefined)));
    const started = Date.now();
    expect(await hanging.registry.metrics()).toMatch(/^metric_source_up\{metric="payments"\} 0$/m);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reads the gauges when the database answers', async () => {
    const metrics = new Metrics(dbAnswering(async (sql) => ({ rows: sql.includes('mail_outbox') ? [{ status: 'failed', n: 2 }] : [{ status: 'PAID', n: 3 }] })));
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^mail_outbox\{status="failed"\} 2$/m);
    expect(text).toMatch(/^mail_outbox\{status="pending"\} 0$/m);
    expect(text).toMatch(/^payments\{state="PAID"\} 3$/m);
    expect(text).toMatch(/^metric_source_up\{metric="payments"\} 1$/m);
  });

  it("shows the limiter's store, Redis's state and the requests counted in memory", async () => {
    const metrics = new Metrics();
    let state = { mode: 'shared' as 'shared' | 'memory', redis: 'up' as 'up' | 'down' | 'none', fallbacks: 0 };
    metrics.watchLimiter(() => state);
    let text = await metrics.registry.metrics();
    expect(text).toMatch(/^rate_limiter_shared 1$/m);
    expect(text).toMatch(/^redis_up 1$/m);
    expect(text).toMatch(/^rate_limiter_fallbacks_total 0$/m);
    state = { mode: 'memory', redis: 'down', fallbacks: 7 };
    text = await metrics.registry.metrics();
    expect(text).toMatch(/^rate_limiter_shared 0$/m);
    expect(text).toMatch(/^redis_up 0$/m);
    expect(text).toMatch(/^rate_limiter_fallbacks_total 7$/m);
    const withoutRedis = new Metrics();
    withoutRedis.watchLimiter(() => ({ mode: 'memory', redis: 'none', fallbacks: 0 }));
    expect(await withoutRedis.registry.metrics()).not.toMatch(/^redis_up /m);
  });
});
