import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import request from 'supertest';
import { createApp, initApp } from '../src/app.factory';
import { recordAnswers } from './support/contract/answer-recorder';
import { Database } from '../src/database/database';
import { rumRatePerIp } from '../src/rum/rum.module';
import { RUM_ROUTES } from '../src/rum/rum.routes';
import fs from 'node:fs';
import path from 'node:path';
import { removeDir, tempDataDir, testConfig } from './support/test-config';
import { DEV_PAGE_TOKEN_SECRET, VISIT_COOKIE, visitToken } from '@agency/server-kit';

const STABLE = '20261122T001500Z-1a2b3c4d';
const CANARY = '20261122T003000Z-5e6f7a8b';

/** The cookie a page answer of the gateway sets: a visit token naming the versions it served. */
const visitCookie = (versions: Record<string, string>, o: { secret?: string; now?: number; previews?: string[] } = {}) =>
  `${VISIT_COOKIE}=${visitToken(o.secret ?? DEV_PAGE_TOKEN_SECRET, versions, { now: o.now, previews: o.previews })}`;
const CANARY_PAGE = visitCookie({ blog: CANARY, marketing: 'base' });

const report = (overrides: Record<string, unknown> = {}) => ({
  route: '/blog/:slug',
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
    const beacon = (cookie: string, body: object) => request(server).post('/api/rum').set('Cookie', cookie).set('Content-Type', 'application/json').send(JSON.stringify(body)).expect(204);
    const stablePages = [visitCookie({ blog: STABLE, marketing: 'base' }), visitCookie({ blog: STABLE })];
    await beacon(stablePages[0], report({ views: [{ remote: 'blog', version: STABLE }, { remote: 'marketing', version: 'base' }], remotes: [{ remote: 'blog', version: STABLE }], vitals: [{ name: 'LCP', value: 1000 }] }));
    await beacon(stablePages[1], report({ views: [{ remote: 'blog', version: STABLE }], remotes: [{ remote: 'blog', version: STABLE }], vitals: [{ name: 'LCP', value: 2000 }, { name: 'CLS', value: 0.05 }] }));
    // One visit's batches: its view counts once, and so does its first problem (a visit that saw one).
    await beacon(CANARY_PAGE, report({ problems: [{ remote: 'blog', version: CANARY, kind: 'error' }], vitals: [{ name: 'INP', value: 120, route: '/blog/:slug', remote: 'blog' }] }));
    await beacon(CANARY_PAGE, report({ problems: [{ remote: 'blog', version: CANARY, kind: 'load' }, { remote: 'blog', version: CANARY, kind: 'error' }] }));
    // Another visit, whose remote did not load.
    await beacon(visitCookie({ blog: CANARY }), report({ problems: [{ remote: 'blog', version: CANARY, kind: 'load' }] }));
    // A problem without a view in its own batch is not counted.
    await beacon(CANARY_PAGE, report({ views: [], problems: [{ remote: 'blog', version: CANARY, kind: 'error' }] }));

    const res = await request(server).get('/api/rum/summary').query({ remote: 'blog', since: since() }).expect(200);
    expect(res.body.remote).toBe('blog');
    expect(res.body.versions).toEqual([
      { version: STABLE, views: 2, visits: 2, errors: 0, loadFailures: 0, interactions: 0, p75: { LCP: 1750, INP: null, CLS: 0.05 }, routes: [{ route: '/blog/:slug', interactions: 0, p75: { LCP: 1750, INP: null, CLS: 0.05 } }] },
      { version: CANARY, views: 2, visits: 2, errors: 1, loadFailures: 1, interactions: 1, p75: { LCP: null, INP: 120, CLS: null }, routes: [{ route: '/blog/:slug', interactions: 1, p75: { LCP: null, INP: 120, CLS: null } }] },
    ]);

    const metrics = await request(server).get('/api/metrics').expect(200);
    expect(metrics.text).toContain(`rum_page_views_total{remote="blog",version="${STABLE}"} 2`);
    expect(metrics.text).toContain(`rum_problems_total{remote="blog",version="${CANARY}",kind="error"} 1`);
    expect(metrics.text).toContain(`rum_web_vital_seconds_count{remote="blog",version="${STABLE}",metric="LCP"} 2`);
  });

  it('stores no personal data: a route is a pattern of the site, an address is refused, nothing else about the visitor is kept', async () => {
    for (const route of ['/payment/PAY-12345', '/blog/kampala-brand-week', '/someone@example.com', '/blog/:slug/x']) {
      const res = await request(server).post('/api/rum').set('X-Forwarded-For', '192.0.2.5').set('Cookie', CANARY_PAGE).send(report({ route })).expect(400);
      expect(res.body.errors).toEqual({ route: ['route must be a route pattern of the site (/blog/:slug, or * for a page not found), not an address'] });
    }
    const db = app.get(Database);
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM rum_events LIMIT 1');
    // `visit`: the random id of the page's visit token, nothing about the visitor.
    expect(Object.keys(rows[0]).sort()).toEqual(['at', 'kind', 'remote', 'route', 'value', 'version', 'visit']);
    expect(rows[0].route).toBe('/blog/:slug');
  });

  it('refuses a malformed report with a 400 per field, and stores nothing of it', async () => {
    const db = app.get(Database);
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rum_events')).rows[0].n;
    const bad = await request(server)
      .post('/api/rum')
      .set('Cookie', CANARY_PAGE)
      .send(report({ remotes: [{ remote: 'evil', version: 'x' }], vitals: [{ name: 'LCP', value: -1 }] }))
      .expect(400);
    expect(bad.body.errors).toMatchObject({ 'remotes.0.remote': ['remote must be one of marketing, portfolio, blog, commerce, assistant, admin'], 'vitals.0.value': ['value must not be negative'] });
    await request(server).post('/api/rum').set('Cookie', CANARY_PAGE).send(report({ userAgent: 'Mozilla/5.0' })).expect(400);
    await request(server).post('/api/rum').set('Cookie', CANARY_PAGE).send('not json').set('Content-Type', 'application/json').expect(400);
    for (const since of ['yesterday', '2026', '2026-W01-1', '-4714-01-01T00:00:00Z', '2026-01-01T10:00,5Z', '2026-02-30', '2026-02-30T00:00:00Z', '2026-04-31T10:00:00Z', '2026-01-01T24:00:00Z', '+002026-01-01T00:00:00Z']) {
      const res = await request(server).get('/api/rum/summary').query({ remote: 'blog', since });
      expect([since, res.status, res.body.errors]).toEqual([since, 400, { since: ['since must be a real ISO 8601 date or time (2026-11-22 or 2026-11-22T00:15:00.000Z)'] }]);
    }
    for (const since of ['2024-02-29', '2026-11-22T00:15Z', '2026-11-22T00:15:00.000Z', '2026-11-22T03:15:00+03:00']) {
      await request(server).get('/api/rum/summary').query({ remote: 'blog', since }).expect(200);
    }
    const day = await request(server).get('/api/rum/summary').query({ remote: 'blog', since: '2026-11-22T03:15:00+03:00' }).expect(200);
    expect(day.body.since).toBe('2026-11-22T00:15:00.000Z');
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rum_events')).rows[0].n).toBe(before);
  });

  it('answers the summary only to a direct request, not through a proxy', async () => {
    await request(server).get('/api/rum/summary').query({ remote: 'blog', since: since() }).set('X-Forwarded-For', '203.0.113.9').expect(404);
  });

  it('limits reports per client address with the shared limiter (429 with Retry-After)', async () => {
    let last = await request(server).post('/api/rum').set('Cookie', CANARY_PAGE).send(report({ views: [] }));
    for (let i = 0; i < 40 && last.status === 204; i += 1) last = await request(server).post('/api/rum').set('Cookie', CANARY_PAGE).send(report({ views: [] }));
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a flood of forged reports from many addresses changes none of the figures the canary watcher reads', async () => {
    const summary = async () => (await request(server).get('/api/rum/summary').query({ remote: 'blog', since: since() }).expect(200)).body.versions;
    const before = await summary();
    const metricsBefore = (await request(server).get('/api/metrics').expect(200)).text;
    const real = visitToken(DEV_PAGE_TOKEN_SECRET, { blog: CANARY });
    const [payload, signature] = real.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), v: { blog: '20261122T009999Z-deadbeef' } })).toString('base64url')}.${signature}`;
    const INVENTED = '20261122T004500Z-0badf00d';
    const attacks: Array<{ cookie?: string; version: string; status: number }> = [
      { version: STABLE, status: 403 },
      { cookie: `${VISIT_COOKIE}=not-a-token`, version: STABLE, status: 403 },
      { cookie: visitCookie({ blog: STABLE }, { secret: 'an-attacker-guessed-secret-of-32-characters!' }), version: STABLE, status: 403 },
      { cookie: visitCookie({ blog: CANARY }, { now: Date.now() - 31 * 60_000 }), version: CANARY, status: 403 },
      { cookie: `${VISIT_COOKIE}=${tampered}`, version: '20261122T009999Z-deadbeef', status: 403 },
      // A real page's token, and a version it did not serve (invented, or the live one from a canary page).
      { cookie: CANARY_PAGE, version: INVENTED, status: 400 },
      { cookie: CANARY_PAGE, version: STABLE, status: 400 },
    ];
    for (let address = 1; address <= 40; address += 1) {
      for (const attack of attacks) {
        const req = request(server).post('/api/rum').set('X-Forwarded-For', `198.51.100.${address}`);
        if (attack.cookie) req.set('Cookie', attack.cookie);
        const r = { remote: 'blog', version: attack.version };
        const res = await req.send(report({ views: [r], remotes: [r], problems: [{ ...r, kind: 'error' }] }));
        expect([attack, res.status]).toEqual([attack, attack.status]);
      }
    }
    // One real page's token replayed from every address: its view counted once (it was), its problems once (they were).
    for (let address = 1; address <= 40; address += 1) {
      await request(server)
        .post('/api/rum')
        .set('X-Forwarded-For', `203.0.113.${address}`)
        .set('Cookie', CANARY_PAGE)
        .send(report({ problems: [{ remote: 'blog', version: CANARY, kind: 'error' }] }))
        .expect(204);
    }
    const after = await summary();
    expect(after).toEqual(before);
    const metrics = (await request(server).get('/api/metrics').expect(200)).text;
    expect(metrics).not.toContain(INVENTED);
    expect(metrics).not.toContain('deadbeef');
    expect(metrics).toContain(`rum_page_views_total{remote="blog",version="${STABLE}"} 2`);
    expect(metricsBefore).toContain(`rum_page_views_total{remote="blog",version="${STABLE}"} 2`);
  });

  it('leaves a privately previewed remote out: named in the token, never counted', async () => {
    const PREVIEW = '20261122T010000Z-0a0b0c0d';
    const cookie = visitCookie({ marketing: 'base' }, { previews: ['blog'] });
    const r = { remote: 'blog', version: PREVIEW };
    await request(server).post('/api/rum').set('X-Forwarded-For', '192.0.2.77').set('Cookie', cookie).send(report({ views: [r], remotes: [r], problems: [{ ...r, kind: 'error' }] })).expect(204);
    const versions = (await request(server).get('/api/rum/summary').query({ remote: 'blog', since: since() }).expect(200)).body.versions;
    expect(versions.map((v: { version: string }) => v.version)).not.toContain(PREVIEW);
  });

  it("stores an INP for the remote whose element took the interaction, on that moment's route, and sums the p75 per route", async () => {
    const since0 = new Date().toISOString();
    const PAGE = visitCookie({ portfolio: STABLE, commerce: CANARY, assistant: 'base' });
    const onPage = [{ remote: 'portfolio', version: STABLE }, { remote: 'commerce', version: CANARY }, { remote: 'assistant', version: 'base' }];
    const send = (vitals: object[], route = '/portfolio/:slug') =>
      request(server).post('/api/rum').set('X-Forwarded-For', '192.0.2.61').set('Cookie', PAGE).send(report({ route, views: onPage, remotes: onPage, vitals }));
    await send([{ name: 'LCP', value: 1800 }, { name: 'INP', value: 80, route: '/portfolio/:slug', remote: 'portfolio' }]).expect(204);
    await send([{ name: 'INP', value: 200, route: '/portfolio/:slug', remote: 'portfolio' }, { name: 'INP', value: 400, route: '/portfolio', remote: 'portfolio' }]).expect(204);
    // The frame's own menu, and the payment dialog of another remote on the same page.
    await send([{ name: 'INP', value: 48, route: '/portfolio/:slug', remote: 'shell' }, { name: 'INP', value: 640, route: '/pricing', remote: 'commerce' }]).expect(204);

    const db = app.get(Database);
    const { rows } = await db.query<{ remote: string; version: string; route: string; value: number }>(
      `SELECT remote, version, route, value FROM rum_events WHERE kind = 'INP' AND at >= $1 ORDER BY value`,
      [since0],
    );
    expect(rows).toEqual([
      { remote: 'shell', version: 'base', route: '/portfolio/:slug', value: 48 },
      { remote: 'portfolio', version: STABLE, route: '/portfolio/:slug', value: 80 },
      { remote: 'portfolio', version: STABLE, route: '/portfolio/:slug', value: 200 },
      { remote: 'portfolio', version: STABLE, route: '/portfolio', value: 400 },
      { remote: 'commerce', version: CANARY, route: '/pricing', value: 640 },
    ]);

    const summary = async (remote: string) => (await request(server).get('/api/rum/summary').query({ remote, since: since0 }).expect(200)).body.versions;
    const [portfolio] = await summary('portfolio');
    // p75 of 80, 200, 400 (linear interpolation: 200 + 0.5 * 200); of 80 and 200: 80 + 0.75 * 120.
    expect(portfolio).toMatchObject({ version: STABLE, interactions: 3, p75: { LCP: 1800, INP: 300, CLS: null } });
    expect(portfolio.routes).toEqual([
      { route: '/portfolio', interactions: 1, p75: { LCP: null, INP: 400, CLS: null } },
      { route: '/portfolio/:slug', interactions: 2, p75: { LCP: 1800, INP: 170, CLS: null } },
    ]);
    expect((await summary('commerce'))[0].routes).toEqual([
      { route: '/portfolio/:slug', interactions: 0, p75: { LCP: 1800, INP: null, CLS: null } },
      { route: '/pricing', interactions: 1, p75: { LCP: null, INP: 640, CLS: null } },
    ]);
    expect(await summary('shell')).toEqual([
      { version: 'base', views: 0, visits: 0, errors: 0, loadFailures: 0, interactions: 1, p75: { LCP: null, INP: 48, CLS: null }, routes: [{ route: '/portfolio/:slug', interactions: 1, p75: { LCP: null, INP: 48, CLS: null } }] },
    ]);
    const metrics = (await request(server).get('/api/metrics').expect(200)).text;
    expect(metrics).toContain(`rum_web_vital_seconds_count{remote="portfolio",version="${STABLE}",metric="INP"} 3`);
  });

  it('refuses an INP out of bounds, without its route and remote, on an unknown route, or naming a remote its page did not serve; stores nothing of it', async () => {
    const db = app.get(Database);
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rum_events')).rows[0].n;
    const before = await count();
    const PAGE = visitCookie({ blog: STABLE });
    const r = [{ remote: 'blog', version: STABLE }];
    const send = (vital: object) => request(server).post('/api/rum').set('X-Forwarded-For', '192.0.2.62').set('Cookie', PAGE).send(report({ views: r, remotes: r, vitals: [{ name: 'LCP', value: 900 }, vital] }));
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ name: 'INP', value: 60_001, route: '/blog/:slug', remote: 'blog' }, { 'vitals.1.value': ['an INP must be at most 60000 ms'] }],
      [{ name: 'INP', value: -4, route: '/blog/:slug', remote: 'blog' }, { 'vitals.1.value': ['value must not be negative'] }],
      [{ name: 'INP', value: 120 }, { 'vitals.1.route': [expect.stringContaining('route must be a route pattern')], 'vitals.1.remote': ['remote must be one of marketing, portfolio, blog, commerce, assistant, admin, shell'] }],
      [{ name: 'INP', value: 120, route: '/blog/kampala-brand-week', remote: 'blog' }, { 'vitals.1.route': ['route must be a route pattern of the site (/blog/:slug, or * for a page not found), not an address'] }],
      [{ name: 'INP', value: 120, route: '/blog/:slug', remote: 'evil' }, { 'vitals.1.remote': ['remote must be one of marketing, portfolio, blog, commerce, assistant, admin, shell'] }],
      [{ name: 'INP', value: 120, route: '/blog/:slug', remote: 'commerce' }, { 'vitals.1.remote': ['commerce is not a remote this page served'] }],
    ];
    for (const [vital, errors] of cases) {
      const res = await send(vital);
      expect([vital, res.status, res.body.errors]).toEqual([vital, 400, errors]);
    }
    expect(await count()).toBe(before);
  });

  it("takes exactly the shell's route patterns, and * for a page not found", () => {
    const table = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'shell', 'src', 'routing', 'routes.json'), 'utf8')) as { owners: Array<{ path: string }> };
    expect([...RUM_ROUTES].sort()).toEqual([...table.owners.map((o) => o.path), '*'].sort());
  });

  it('refuses a bad RUM_RATE_PER_IP at start, naming it', () => {
    expect(rumRatePerIp({})).toBe(600);
    expect(() => rumRatePerIp({ RUM_RATE_PER_IP: 'lots' })).toThrow('RUM_RATE_PER_IP must be a whole number');
  });
});
