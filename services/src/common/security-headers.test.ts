import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import request from 'supertest';
import { API_HEADERS, DOCS_HEADERS, captureHelmet, createSecurityHeaders, securityHeadersHook } from './security-headers';

const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } } };

type Hook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

/** A fastify app that runs `hook` on every request and answers JSON. */
async function appWith(hook: Hook) {
  const app = Fastify();
  app.addHook('onRequest', hook);
  for (const path of ['/x', '/api/health', '/api/docs', '/api/docs/ui.css', '/api/docs-json']) app.get(path, async () => ({ ok: true }));
  await app.ready();
  return app.server;
}

/** helmet itself, run on the Node response in a request hook (fastify sends the headers set there). */
const helmetHook =
  (o: typeof options): Hook =>
  (request, reply, done) =>
    helmet(o)(request.raw, reply.raw, done);

const security = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'etag', 'content-length', 'connection', 'keep-alive'].includes(name)));

describe('security headers', () => {
  it('sends exactly the headers helmet itself sends for the same options', async () => {
    const viaHelmet = await request(await appWith(helmetHook(options))).get('/x').expect(200);
    const precomputed = await request(await appWith(securityHeadersHook(createSecurityHeaders(options)))).get('/x').expect(200);
    expect(security(precomputed.headers)).toEqual(security(viaHelmet.headers));
    expect(precomputed.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(precomputed.headers['x-powered-by']).toBeUndefined();
  });

  it('captures the header list once, including the removal of X-Powered-By', () => {
    const { set, removed } = captureHelmet(options);
    expect(set.map(([name]) => name.toLowerCase())).toEqual(expect.arrayContaining(['strict-transport-security', 'x-frame-options', 'x-content-type-options']));
    expect(removed.map((name) => name.toLowerCase())).toContain('x-powered-by');
  });

  it('gives API answers a policy under which nothing loads, runs or frames them', async () => {
    const app = await appWith(securityHeadersHook(createSecurityHeaders(API_HEADERS, { '/api/docs': DOCS_HEADERS })));
    for (const path of ['/api/health', '/api/docs-json']) {
      const res = await request(app).get(path).expect(200);
      const policy = (res.headers['content-security-policy'] as string).split(';').map((d) => d.trim());
      expect(policy).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'"]));
      expect(policy.join(';')).not.toMatch(/unsafe-inline|script-src|'self'/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives the docs page (and only it) the policy its inline script needs, still unframeable', async () => {
    const app = await appWith(securityHeadersHook(createSecurityHeaders(API_HEADERS, { '/api/docs': DOCS_HEADERS })));
    for (const path of ['/api/docs', '/api/docs/ui.css', '/api/docs?x=1']) {
      const res = await request(app).get(path).expect(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
