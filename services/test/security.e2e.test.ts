import request from 'supertest';
import { pgliteTarget } from './support/db-targets';
import { startTestApp, type TestApp } from './support/test-app';

describe('security basics and OpenAPI', () => {
  let closed: TestApp;
  let open: TestApp;

  beforeAll(async () => {
    closed = await startTestApp(pgliteTarget(), { API_DOCS: 'on' });
    open = await startTestApp(pgliteTarget(), { CORS_ORIGINS: 'https://partner.example' });
  });

  afterAll(async () => {
    await closed?.close();
    await open?.close();
  });

  it('sends no CORS headers by default (same origin only)', async () => {
    const res = await request(closed.server).get('/api/health').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(closed.server).options('/api/contact').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the origins in CORS_ORIGINS', async () => {
    const ok = await request(open.server).get('/api/health').set('Origin', 'https://partner.example');
    expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await request(open.server).get('/api/health').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a listed origin’s unreadable body or query with the CORS headers, so its page can read the error', async () => {
    const body = await request(open.server)
      .post('/api/contact')
      .set('Origin', 'https://partner.example')
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(body.status).toBe(400);
    expect(body.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(body.headers['x-request-id']).toBeTruthy();
    const query = await request(open.server).get('/api/catalog?q=%E0%A4%A').set('Origin', 'https://partner.example');
    expect(query.status).toBe(400);
    expect(query.headers['access-control-allow-origin']).toBe('https://partner.example');
  });

  it('sets helmet headers and echoes a sane request id', async () => {
    const res = await request(closed.server).get('/api/health').set('X-Request-Id', 'abcdef12-3456');
    expect(res.headers['x-request-id']).toBe('abcdef12-3456');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    // JSON answers: nothing loads, runs or frames them (the docs page has its own policy, below).
    expect(res.headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
    // The security headers an API answer carries, and no header that acts only on HTML pages or on
    // browsers no longer in use (security-headers.ts says why each one went).
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    for (const legacy of ['x-xss-protection', 'x-download-options', 'x-dns-prefetch-control', 'origin-agent-cluster', 'x-permitted-cross-domain-policies', 'x-powered-by']) {
      expect(res.headers[legacy]).toBeUndefined();
    }
    const bad = await request(closed.server).get('/api/health').set('X-Request-Id', '<script>');
    expect(bad.headers['x-request-id']).not.toBe('<script>');
  });

  it('lets no cache keep an API answer unless its route says so (the catalog may be kept a minute)', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const res = await request(closed.server).get(url);
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({ url, cacheControl: 'no-store' });
    }
    const catalog = await request(closed.server).get('/api/catalog').expect(200);
    expect(catalog.headers['cache-control']).toBe('public, max-age=60');
  });

  it('serves the OpenAPI description built from the DTOs', async () => {
    const doc = await request(closed.server).get('/api/docs-json').expect(200);
    expect(doc.body.info.title).toBe('Nyota Creative API');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/request-code', '/api/auth/verify-code', '/api/auth/me', '/api/motion-project-inquiry', '/api/contact']),
    );
    // Domain lists travel as named enums (issue 19): the field refers to the list, which holds the options.
    expect(JSON.stringify(doc.body.components.schemas.MotionInquiryDto.properties.projectType)).toContain('#/components/schemas/ProjectType');
    expect(doc.body.components.schemas.ProjectType.enum).toContain('Explainer Video');
    expect(doc.body.components.schemas.ContactDto.required).toEqual(['name', 'email', 'subject', 'message']);
    expect(doc.body.components.schemas.ContactDto.properties.message.maxLength).toBe(10000);
    expect(doc.body.components.schemas.MotionInquiryDto.properties.email).toMatchObject({ maxLength: 254, example: 'amina@example.com' });
    const page = await request(closed.server).get('/api/docs').expect(200);
    expect(page.text).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

});
