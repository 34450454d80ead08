import { SANDBOX_CREDENTIALS } from './credentials';
import { createSandboxServer } from './sandbox-server';

// The local payment sandbox (see ../README.md): started by `npm start` and docker-compose. It
// accepts the API's built-in sandbox credentials of both countries (./credentials.ts).
const port = Number(process.env.PORT || process.env.SANDBOX_PORT || 3200);
const publicUrl = process.env.PUBLIC_URL || `http://127.0.0.1:${port}`;
// A number ending in 2 is answered after the API's provider timeout (the same environment variable), so the API gives up first.
const providerTimeoutMs = Number(process.env.PAYMENTS_PROVIDER_TIMEOUT_MS) || 15_000;
// MOMO_CALLBACK_HOST: the callback host registered for the API users; another host is refused as by MoMo.
const callbackHost = process.env.MOMO_CALLBACK_HOST ? new URL(/^[a-z]+:\/\//i.test(process.env.MOMO_CALLBACK_HOST) ? process.env.MOMO_CALLBACK_HOST : `https://${process.env.MOMO_CALLBACK_HOST}`).hostname : undefined;
const { server } = createSandboxServer({
  publicUrl,
  momoUsers: [SANDBOX_CREDENTIALS.UG.momo, SANDBOX_CREDENTIALS.RW.momo].map((u) => ({ ...u, callbackHost })),
  momoSlowAnswerMs: process.env.MOMO_SLOW_ANSWER_MS ? Number(process.env.MOMO_SLOW_ANSWER_MS) : providerTimeoutMs + 1000,
  pesapalPrefix: process.env.PESAPAL_PATH_PREFIX || undefined,
  momoSettleMs: process.env.MOMO_SETTLE_MS ? Number(process.env.MOMO_SETTLE_MS) : undefined,
  log: (line) => process.stdout.write(`${line}\n`),
});
server.listen(port, process.env.HOST || '127.0.0.1', () => {
  process.stdout.write(`payment sandbox on ${publicUrl} (listening on ${port})\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
