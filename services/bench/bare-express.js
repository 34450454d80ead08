'use strict';
// The baseline issue 16 names: plain express answering the same JSON as the API's routes, no framework around it.
// It is the very express that @nestjs/platform-express runs on (5.x), not whichever copy npm
// hoisted to the top (4.x, for the dev tools): the ratio is then Nest's own cost.
const express = require(require.resolve('express', { paths: [require.resolve('@nestjs/platform-express')] }));

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '100kb' }));
const startedAt = Date.now();
app.get('/api/health', (_req, res) => {
  res.json({ status: 'ok', database: { status: 'up', driver: 'pglite' }, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
});
app.post('/api/auth/request-code', (_req, res) => {
  res.json({ message: 'If the address can receive e-mail, a sign-in code is on its way.' });
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
