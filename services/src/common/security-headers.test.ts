import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express, RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { API_HEADERS, securityHeaders } from './security-headers';

const PATHS = ['/x', '/api/health', '/api/docs', '/api/docs/ui.css', '/api/docs-json', '/api/catalog'];

/** An express app (the one Nest runs on) with `middleware` first, answering JSON on a few paths. */
function appWith(middleware: RequestHandler) {
  const app = new ExpressAdapter().getInstance<Express>();
  app.disable('x-powered-by');
  app.use(middleware);
  for (const path of PATHS) {
    app.get(path, (_req, res) => {
      if (path === '/api/catalog') res.setHeader('Cache-Control', 'public, max-age=60');
      res.json({ ok: true });
    });
  }
  return app;
}

const security = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'etag', 'content-length', 'connection', 'keep-alive', 'cache-control'].includes(name)));

describe('security headers', () => {
  it('are helmet\'s own for the API options, with Cache-Control: no-store', async () => {
    const viaHelmet = await request(appWith(helmet(API_HEADERS))).get('/api/health').expect(200);
    const ours = await request(appWith(securityHeaders())).get('/api/health').expect(200);
    expect(security(ours.headers)).toEqual(security(viaHelmet.headers));
    expect(ours.headers['cache-control']).toBe('no-store');
  });

  it('gives API answers a policy under which nothing loads, runs or frames them', async () => {
    const app = appWith(securityHeaders());
    for (const path of ['/api/health', '/api/docs-json']) {
      const res = await request(app).get(path);
      const policy = (res.headers['content-security-policy'] as string).split(';').map((d) => d.trim());
      expect(policy).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'"]));
      expect(policy.join(';')).not.toMatch(/unsafe-inline|script-src|'self'/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives the docs page (and only it) the policy its inline script needs, still unframeable', async () => {
    const app = appWith(securityHeaders());
    for (const path of ['/api/docs', '/api/docs/ui.css', '/api/docs?x=1']) {
      const res = await request(app).get(path).expect(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it("lets a route's own Cache-Control win over the no-store default", async () => {
    const res = await request(appWith(securityHeaders())).get('/api/catalog').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
