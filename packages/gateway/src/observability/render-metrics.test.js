'use strict';
const http = require('node:http');
const { createRenderMetrics } = require('./render-metrics');

describe('render metrics', () => {
  test('count pages by outcome with their time, and the parts left to the browser', async () => {
    const metrics = createRenderMetrics();
    const lines = [];
    const log = metrics.watchLog((m) => lines.push(m));
    const server = http.createServer((req, res) => {
      if (req.url === '/asset.js') return res.end('js');
      res.setHeader('X-Page-Cache', req.url === '/cached' ? 'hit' : req.url === '/limited' ? 'limited' : 'miss');
      if (req.url === '/slow') log('/slow: a part is left to the browser (blog: timed out after 300 ms)');
      setTimeout(() => res.end('<html>'), req.url === '/slow' ? 60 : 0);
    });
    server.prependListener('request', metrics.observe);
    await new Promise((r) => server.listen(0, '127.0.0.1', () => r(null)));
    const base = `http://127.0.0.1:${/** @type {import('net').AddressInfo} */ (server.address()).port}`;
    for (const p of ['/slow', '/cached', '/cached', '/limited', '/asset.js']) await (await fetch(`${base}${p}`)).text();
    log('/about: rendered by the browser alone (shell missing)');
    log('some other line');
    server.close();

    const scrape = metrics.listen(0, '127.0.0.1');
    await new Promise((r) => scrape.once('listening', r));
    const text = await (await fetch(`http://127.0.0.1:${/** @type {import('net').AddressInfo} */ (scrape.address()).port}/metrics`)).text();
    expect(text).toMatch(/^gateway_pages_total\{outcome="miss"\} 1$/m);
    expect(text).toMatch(/^gateway_pages_total\{outcome="hit"\} 2$/m);
    expect(text).toMatch(/^gateway_pages_total\{outcome="limited"\} 1$/m);
    // The slow render is past 50 ms, the cached pages within 50 ms (loopback).
    expect(text).toMatch(/^gateway_page_duration_seconds_bucket\{outcome="miss",le="0.05"\} 0$/m);
    expect(text).toMatch(/^gateway_page_duration_seconds_count\{outcome="miss"\} 1$/m);
    expect(text).toMatch(/^gateway_parts_left_to_browser_total 2$/m);
    expect(lines).toHaveLength(3);
    expect((await fetch(`http://127.0.0.1:${/** @type {import('net').AddressInfo} */ (scrape.address()).port}/`)).status).toBe(404);
    scrape.close();
  });
});
