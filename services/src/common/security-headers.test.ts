import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { captureHelmet, createSecurityHeaders } from './security-headers';

const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } } };

function appWith(middleware: express.RequestHandler) {
  const app = express();
  app.use(middleware);
  app.get('/x', (_req, res) => res.json({ ok: true }));
  return app;
}

describe('security headers', () => {
  it('sends exactly the headers helmet itself sends for the same options', async () => {
    const viaHelmet = await request(appWith(helmet(options))).get('/x').expect(200);
    const precomputed = await request(appWith(createSecurityHeaders(options))).get('/x').expect(200);
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'etag', 'content-length', 'connection', 'keep-alive'].includes(name)));
    expect(security(precomputed.headers)).toEqual(security(viaHelmet.headers));
    expect(precomputed.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(precomputed.headers['x-powered-by']).toBeUndefined();
  });

  it('captures the header list once, including the removal of X-Powered-By', () => {
    const { set, removed } = captureHelmet(options);
    expect(set.map(([name]) => name.toLowerCase())).toEqual(expect.arrayContaining(['strict-transport-security', 'x-frame-options', 'x-content-type-options']));
    expect(removed.map((name) => name.toLowerCase())).toContain('x-powered-by');
  });
});
