import { createSandboxServer } from './sandbox-server';

// The local payment sandbox (see README.md here): started by `npm start` and docker-compose.
// Empty settings (compose passes `${X:-}`) mean "use the sandbox default", as the API reads them.
const port = Number(process.env.PORT || process.env.SANDBOX_PORT || 3200);
const publicUrl = process.env.PUBLIC_URL || `http://127.0.0.1:${port}`;
const { server } = createSandboxServer({
  publicUrl,
  consumerKey: process.env.PESAPAL_CONSUMER_KEY || undefined,
  consumerSecret: process.env.PESAPAL_CONSUMER_SECRET || undefined,
  momoApiUser: process.env.MOMO_API_USER || undefined,
  momoApiKey: process.env.MOMO_API_KEY || undefined,
  momoSettleMs: process.env.MOMO_SETTLE_MS ? Number(process.env.MOMO_SETTLE_MS) : undefined,
  log: (line) => console.log(line),
});
server.listen(port, process.env.HOST || '127.0.0.1', () => {
  console.log(`payment sandbox on ${publicUrl} (listening on ${port})`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
