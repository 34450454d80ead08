import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp, initApp } from '../src/app.factory';
import { recordAnswers } from './support/contract/answer-recorder';
import { removeDir, tempDataDir, testConfig } from './support/test-config';

describe('API skeleton', () => {
  let app: NestExpressApplication;
  const dataDir = tempDataDir();

  beforeAll(async () => {
    app = await createApp({ logger: false, config: testConfig({ DATA_DIR: dataDir }) });
    recordAnswers(app.getHttpServer());
    await initApp(app);
  });

  afterAll(async () => {
    await app.close();
    removeDir(dataDir);
  });

  it('GET /api/health answers ok', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { status: 'up', driver: 'pglite' } });
    expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('unknown routes answer 404 in the one JSON error shape', async () => {
    const res = await request(app.getHttpServer()).get('/api/nope').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(typeof res.body.message).toBe('string');
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('a known address asked with another method answers 405 and says which methods it takes (RFC 9110)', async () => {
    const server = app.getHttpServer();
    const wrong = await request(server).get('/api/auth/request-code').expect(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.body).toMatchObject({ statusCode: 405, error: 'Method Not Allowed', message: 'This address takes POST only.' });
    expect(wrong.body.requestId).toBe(wrong.headers['x-request-id']);
    const deleted = await request(server).delete('/api/health').expect(405);
    expect(deleted.headers.allow).toBe('GET, HEAD');
    // A route with a parameter: the methods of every route at that address.
    const put = await request(server).put('/api/admin/inquiries/00000000-0000-4000-8000-000000000000').expect(405);
    expect(put.headers.allow).toBe('GET, HEAD, PATCH');
    const options = await request(server).options('/api/payments/ipn').expect(204);
    expect(options.headers.allow).toBe('GET, HEAD, POST');
    // Unknown addresses stay 404, whatever the method.
    await request(server).delete('/api/nope').expect(404);
    // The 405 carries the API's headers like every other answer.
    expect(wrong.headers['content-security-policy']).toContain("default-src 'none'");
    expect(options.headers['x-request-id']).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('answers an address its router cannot read in the same shape, with the same headers', async () => {
    const server = app.getHttpServer();
    // A broken %-escape in a path parameter: express's router cannot decode it.
    const broken = await request(server).get('/api/drive/download/%E0%A4%A').expect(400);
    expect(broken.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'The address is not valid: it holds a broken %-escape.' });
    expect(broken.body.requestId).toBe(broken.headers['x-request-id']);
    expect(broken.headers['content-security-policy']).toContain("default-src 'none'");
    expect(broken.headers['cache-control']).toBe('no-store');
    // A long parameter is routed like any other (express's router has no length limit; Node's
    // header limit bounds the whole address): here the route asks for a sign-in first.
    const long = await request(server).get(`/api/drive/download/${'a'.repeat(1100)}`).expect(401);
    expect(long.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect(long.headers['x-frame-options']).toBe('DENY');
  });

  it("keeps Node's limit on receiving a whole request", () => {
    expect(app.getHttpServer().requestTimeout).toBe(300_000);
  });

  it('malformed JSON answers 400 without a stack trace', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/auth/request-code')
      .set('Content-Type', 'application/json')
      .send('{"broken":')
      .expect(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('sets helmet security headers', async () => {
    const res = await request(app.getHttpServer()).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
