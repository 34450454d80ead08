'use strict';
// The machine's floor: Node's own http server, no framework at all, answering the same JSON.
// Whatever p99 this shows at the bench's connection count, no framework on this machine can beat.
const http = require('http');

const startedAt = Date.now();
const json = (res, value) => {
  const body = JSON.stringify(value);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
};
const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health') {
    json(res, { status: 'ok', database: { status: 'up', driver: 'pglite' }, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
    return;
  }
  if (req.method === 'POST' && req.url === '/api/auth/request-code') {
    req.resume();
    req.on('end', () => json(res, { message: 'If the address can receive e-mail, a sign-in code is on its way.' }));
    return;
  }
  res.writeHead(404).end();
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
