import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { removeDir, tempDataDir, testConfig } from './support/test-config';

describe('API skeleton', () => {
  let app: INestApplication;
  const dataDir = tempDataDir();

  beforeAll(async () => {
    app = await createApp({ logger: false, config: testConfig({ DATA_DIR: dataDir }) });
    await app.init();
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

  it('malformed JSON answers 400 without a stack trace', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/health')
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
