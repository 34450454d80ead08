'use strict';
const http = require('http');
const { Writable } = require('stream');
const express = require('express');
const pino = require('pino');
const { levelOf, requestLog, routeOf } = require('./request-log');

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
    app.use(requestLog({ logger: jsonLogger(lines), slowMs: 50 }));
    app.use((req, res) => {
      seenByApp = req.headers['x-request-id'];
      const answer = () => res.status(req.path.startsWith('/missing') ? 404 : 200).send('ok');
      if (req.path === '/slow.css') setTimeout(answer, 80);
      else answer();
    });
    server = http.createServer(app);
    await new Promise((r) => server.listen(0, '127.0.0.1', () => r(null)));
    base = `http://127.0.0.1:${/** @type {import('net').AddressInfo} */ (server.address()).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  test('one JSON line per request: UTC time, level, request id, route, status, duration; the id is echoed and passed on', async () => {
    const res = await fetch(`${base}/pricing`, { headers: { 'X-Request-Id': 'abcdef12-3456' } });
    expect(res.headers.get('x-request-id')).toBe('abcdef12-3456');
    expect(seenByApp).toBe('abcdef12-3456');
    const line = lines.at(-1);
    expect(line).toMatchObject({ level: 'info', requestId: 'abcdef12-3456', method: 'GET', route: 'page', url: '/pricing', status: 200 });
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(typeof line.durationMs).toBe('number');

    const fresh = await fetch(`${base}/missing`, { headers: { 'X-Request-Id': '<bad id>' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.at(-1)).toMatchObject({ route: 'page', status: 404 });
  });

  test('health checks are not logged at info: the API one, and the gateway /healthz that compose polls every 10 s', async () => {
    const before = lines.length;
    await fetch(`${base}/api/health`);
    await fetch(`${base}/healthz`);
    expect(lines.length).toBe(before);
  });

  test('static files served fine are not logged at info; missing or slow ones are', async () => {
    const before = lines.length;
    await fetch(`${base}/remotes/blog/main.js`);
    await fetch(`${base}/favicon.ico`);
    expect(lines.length).toBe(before);
    await fetch(`${base}/missing/app.js`);
    expect(lines.at(-1)).toMatchObject({ level: 'info', route: 'file', status: 404 });
    await fetch(`${base}/slow.css`);
    expect(lines.at(-1)).toMatchObject({ level: 'info', route: 'file', url: '/slow.css', status: 200 });
    expect(lines.at(-1).durationMs).toBeGreaterThanOrEqual(50);
  });

  test('levels: error for 5xx, debug for health and static files, info for pages, the API, 4xx and slow requests', () => {
    expect(levelOf('/api/health', 503, 5)).toBe('error');
    expect(levelOf('/api/health', 200, 5000)).toBe('debug');
    expect(levelOf('/remotes/blog', 200, 3)).toBe('debug');
    expect(levelOf('file', 304, 3)).toBe('debug');
    expect(levelOf('file', 404, 3)).toBe('info');
    expect(levelOf('file', 200, 1500)).toBe('info');
    expect(levelOf('page', 200, 3)).toBe('info');
    expect(levelOf('/api', 200, 3)).toBe('info');
  });

  test('routes are a bounded set', () => {
    expect(['/api/auth/verify-code', '/remotes/shop/x.js', '/pricing', '/favicon.ico'].map(routeOf)).toEqual(['/api', '/remotes/shop', 'page', 'file']);
  });
});
