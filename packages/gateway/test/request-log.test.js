'use strict';
const http = require('http');
const { Writable } = require('stream');
const express = require('express');
const pino = require('pino');
const { requestLog, routeOf } = require('../src/request-log');

function jsonLogger(lines, level = 'info') {
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  return pino({ level, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, stream);
}

describe('gateway request log', () => {
  let server;
  let base;
  const lines = [];
  let seenByApp;
  beforeAll(async () => {
    const app = express();
    app.use(requestLog({ logger: jsonLogger(lines) }));
    app.use((req, res) => {
      seenByApp = req.headers['x-request-id'];
      res.status(req.path === '/missing' ? 404 : 200).send('ok');
    });
    server = http.createServer(app);
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  test('one JSON line per request: UTC time, level, request id, route, status, duration; the id is echoed and passed on', async () => {
    const res = await fetch(`${base}/remotes/blog/main.js`, { headers: { 'X-Request-Id': 'abcdef12-3456' } });
    expect(res.headers.get('x-request-id')).toBe('abcdef12-3456');
    expect(seenByApp).toBe('abcdef12-3456');
    const line = lines.at(-1);
    expect(line).toMatchObject({ level: 'info', requestId: 'abcdef12-3456', method: 'GET', route: '/remotes/blog', status: 200 });
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(typeof line.durationMs).toBe('number');

    const fresh = await fetch(`${base}/missing`, { headers: { 'X-Request-Id': '<bad id>' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.at(-1)).toMatchObject({ route: 'page', status: 404 });
  });

  test('health checks are not logged at info', async () => {
    const before = lines.length;
    await fetch(`${base}/api/health`);
    expect(lines.length).toBe(before);
  });

  test('routes are a bounded set', () => {
    expect(['/api/auth/verify-code', '/remotes/shop/x.js', '/pricing', '/favicon.ico'].map(routeOf)).toEqual(['/api', '/remotes/shop', 'page', 'file']);
  });
});
