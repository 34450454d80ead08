import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import request from 'supertest';
import { createApp, initApp } from '../src/app.factory';
import { recordAnswers } from './support/contract/answer-recorder';
import { Database } from '../src/database/database';
import { rumRatePerIp } from '../src/rum/rum.module';
import { routeGroup } from '../src/rum/rum.service';
import { removeDir, tempDataDir, testConfig } from './support/test-config';

const STABLE = '20261122T001500Z-1a2b3c4d';
const CANARY = '20261122T003000Z-5e6f7a8b';

const report = (overrides: Record<string, unknown> = {}) => ({
  route: '/blog/kampala-brand-week',
  views: [{ remote: 'blog', version: CANARY }],
  remotes: [{ remote: 'blog', version: CANARY }],
  problems: [],
  vitals: [],
  ...overrides,
});

describe('POST /api/rum and the figures per version', () => {
  const dataDir = tempDataDir();
  let app: NestExpressApplication;
  let server: Server;
  const saved = process.env.RUM_RATE_PER_IP;

  beforeAll(async () => {
    process.env.RUM_RATE_PER_IP = '30';
    app = await createApp({ config: testConfig({ DATA_DIR: dataDir }) });
    await initApp(app);
    server = app.getHttpServer() as Server;
    recordAnswers(server);
  });
  afterAll(async () => {
    process.env.RUM_RATE_PER_IP = saved;
    await app?.close();
    removeDir(dataDir);
  });

  const since = () => new Date(Date.now() - 60_000).toISOString();

  it('stores views, problems and vitals per remote version, and sums them with the p75 of each vital', async () => {
    const beacon = (body: object) => request(server).post('/api/rum').set('Content-Type', 'application/json').send(JSON.stringify(body)).expect(204);
    await beacon(report({ views: [{ remote: 'blog', version: STABLE }, { remote: 'marketing', version: 'base' }], remotes: [{ remote: 'blog', version: STABLE }], vitals: [{ name: 'LCP', value: 1000 }] }));
    await beacon(report({ views: [{ remote: 'blog', version: STABLE }], remotes: [{ remote: 'blog', version: STABLE }], vitals: [{ name: 'LCP', value: 2000 }, { name: 'CLS', value: 0.05 }] }));
    await beacon(report({ problems: [{ remote: 'blog', version: CANARY, kind: 'error' }], vitals: [{ name: 'INP', value: 120 }] }));
    await beacon(report({ views: [], problems: [{ remote: 'blog', version: CANARY, kind: 'load' }] }));

    const res = await request(server).get('/api/rum/summary').query({ remote: 'blog', since: since() }).expect(200);
    expect(res.body.remote).toBe('blog');
    expect(res.body.versions).toEqual([
      { version: STABLE, views: 2, errors: 0, loadFailures: 0, p75: { LCP: 1750, INP: null, CLS: 0.05 } },
      { version: CANARY, views: 1, errors: 1, loadFailures: 1, p75: { LCP: null, INP: 120, CLS: null } },
    ]);

    const metrics = await request(server).get('/api/metrics').expect(200);
    expect(metrics.text).toContain(`rum_page_views_total{remote="blog",version="${STABLE}"} 2`);
    expect(metrics.text).toContain(`rum_problems_total{remote="blog",version="${CANARY}",kind="error"} 1`);
    expect(metrics.text).toContain(`rum_web_vital_seconds_count{remote="blog",version="${STABLE}",metric="LCP"} 2`);
  });

  it('stores no personal data: the route is cut to its first segment, nothing else about the visitor is kept', async () => {
    expect(routeGroup('/payment/PAY-12345')).toBe('/payment');
    expect(routeGroup('/')).toBe('/');
    const db = app.get(Database);
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM rum_events LIMIT 1');
    expect(Object.keys(rows[0]).sort()).toEqual(['at', 'kind', 'remote', 'route', 'value', 'version']);
    expect(rows[0].route).toBe('/blog');
  });

  it('refuses a malformed report with a 400 per field, and stores nothing of it', async () => {
    const db = app.get(Database);
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rum_events')).rows[0].n;
    const bad = await request(server)
      .post('/api/rum')
      .send(report({ remotes: [{ remote: 'evil', version: 'x' }], vitals: [{ name: 'LCP', value: -1 }] }))
      .expect(400);
    expect(bad.body.errors).toMatchObject({ 'remotes.0.remote': ['remote must be one of marketing, portfolio, blog, commerce, assistant, admin'], 'vitals.0.value': ['value must not be negative'] });
    await request(server).post('/api/rum').send(report({ userAgent: 'Mozilla/5.0' })).expect(400);
    await request(server).post('/api/rum').send('not json').set('Content-Type', 'application/json').expect(400);
    await request(server).get('/api/rum/summary').query({ remote: 'blog', since: 'yesterday' }).expect(400);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rum_events')).rows[0].n).toBe(before);
  });

  it('answers the summary only to a direct request, not through a proxy', async () => {
    await request(server).get('/api/rum/summary').query({ remote: 'blog', since: since() }).set('X-Forwarded-For', '203.0.113.9').expect(404);
  });

  it('limits reports per client address with the shared limiter (429 with Retry-After)', async () => {
    let last = await request(server).post('/api/rum').send(report({ views: [] }));
    for (let i = 0; i < 40 && last.status === 204; i += 1) last = await request(server).post('/api/rum').send(report({ views: [] }));
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a bad RUM_RATE_PER_IP at start, naming it', () => {
    expect(rumRatePerIp({})).toBe(600);
    expect(() => rumRatePerIp({ RUM_RATE_PER_IP: 'lots' })).toThrow('RUM_RATE_PER_IP must be a whole number');
  });
});
