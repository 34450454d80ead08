import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createApp, initApp } from '../src/app.factory';
import { recordAnswers } from './support/contract/answer-recorder';
import { codeIn, startSmtpCatcher } from './support/smtp-catcher';
import { inquiryFields, files } from './support/fixtures';
import { removeDir, tempDataDir, testConfig } from './support/test-config';

describe('logs and metrics of the API', () => {
  const dataDir = tempDataDir();
  const lines: Array<Record<string, unknown>> = [];
  let app: NestExpressApplication;
  let server: Server;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const config = testConfig({ DATA_DIR: dataDir, LOG_REQUESTS: 'true', LOG_FORMAT: 'json', SMTP_URL: smtp.url, AUTH_RATE_PER_IP: '1000' });
    app = await createApp({ config, logDestination: destination });
    await initApp(app);
    server = app.getHttpServer() as Server;
    recordAnswers(server);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    removeDir(dataDir);
  });

  const requestLines = () => lines.filter((l) => l.msg === 'request');

  it('logs one JSON line per request: UTC time, level, request id, route, status, duration', async () => {
    const res = await request(server).get('/api/catalog').set('X-Request-Id', 'nginx-0123456789abcdef').expect(200);
    expect(res.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    const line = requestLines().find((l) => l.requestId === 'nginx-0123456789abcdef');
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: '/api/catalog', url: '/api/catalog', status: 200 });
    expect(line?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(typeof line?.durationMs).toBe('number');
    // Nest's own messages go the same way.
    expect(lines.some((l) => l.level === 'info' && l.context === 'Database')).toBe(true);
  });

  it('does not log health checks at info', async () => {
    await request(server).get('/api/health').set('X-Request-Id', 'health-probe-0001').expect(200);
    expect(requestLines().some((l) => l.requestId === 'health-probe-0001')).toBe(false);
  });

  it('serves Prometheus metrics: request durations by route and status, sign-ins, mails, uploads, payments', async () => {
    await request(server).get('/api/no-such-thing').expect(404);
    await request(server).post('/api/auth/request-code').send({ email: 'amina@example.com' }).expect(200);
    const code = codeIn(smtp.mails.at(-1)!.raw);
    await request(server).post('/api/auth/verify-code').send({ email: 'amina@example.com', code }).expect(200);
    const fields = inquiryFields();
    const upload = request(server).post('/api/motion-project-inquiry');
    for (const [k, v] of Object.entries(fields)) upload.field(k, v);
    await upload.attach('files', files.png, 'logo.png').expect(201);

    // A scrape that a proxy forwarded came from outside: the same 404 as an address with no route,
    // in any spelling express would route here.
    for (const [path, header] of [
      ['/api/metrics', 'X-Forwarded-For'],
      ['/api/Metrics/', 'X-Forwarded-For'],
      ['/api/METRICS', 'X-Real-IP'],
      ['/api/metrics', 'Forwarded'],
    ] as const) {
      const refused = await request(server).get(path).set(header, header === 'Forwarded' ? 'for=203.0.113.9' : '203.0.113.9').expect(404);
      expect(refused.text).not.toMatch(/http_request_duration_seconds/);
      expect(refused.body).toMatchObject({ statusCode: 404, error: 'Not Found', message: `Cannot GET ${path}` });
    }
    const res = await request(server).get('/api/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const text = res.text;
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/catalog",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(text).toMatch(/^sign_ins_total 1$/m);
    // The sign-in code and the inquiry notice.
    expect(text).toMatch(/^mails_sent_total 2$/m);
    expect(text).toMatch(/^mails_failed_total 0$/m);
    expect(text).toMatch(new RegExp(`^upload_bytes_total ${files.png.length}$`, 'm'));
    expect(text).toMatch(/^# TYPE payments gauge$/m);
    expect(text).toMatch(/^mail_outbox\{status="done"\} 2$/m);
  });
});
