import { createSandboxServer } from './sandbox-server';

// The local payment sandbox (see ../README.md): started by `npm start` and docker-compose. It
// accepts the API's built-in sandbox credentials of both countries (./credentials.ts).
const port = Number(process.env.PORT || process.env.SANDBOX_PORT || 3200);
const publicUrl = process.env.PUBLIC_URL || `http://127.0.0.1:${port}`;
const { server } = createSandboxServer({
  publicUrl,
  pesapalPrefix: process.env.PESAPAL_PATH_PREFIX || undefined,
  momoSettleMs: process.env.MOMO_SETTLE_MS ? Number(process.env.MOMO_SETTLE_MS) : undefined,
  log: (line) => process.stdout.write(`${line}\n`),
});
server.listen(port, process.env.HOST || '127.0.0.1', () => {
  process.stdout.write(`payment sandbox on ${publicUrl} (listening on ${port})\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
