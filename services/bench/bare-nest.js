'use strict';
// Nest alone: the same framework and adapter as the API (@nestjs/core on @nestjs/platform-express),
// one controller answering the same JSON as the API's routes, and no middleware (no body parser,
// request ids, log, metrics, security headers), guards, pipes or filters. The API's ratio against
// it is what the API's own per-request work costs: the health budget. Its ratio against bare
// express is what Nest's routing and handler pipeline cost on this machine (shown, not a budget).
// Plain JavaScript: the decorators are applied as functions.
require('reflect-metadata');
const { Controller, Get, HttpCode, Module, Post } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { ExpressAdapter } = require('@nestjs/platform-express');

const startedAt = Date.now();

class HealthController {
  async health() {
    return { status: 'ok', database: { status: 'up', driver: 'pglite' }, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
  }

  requestCode() {
    return { message: 'If the address can receive e-mail, a sign-in code is on its way.' };
  }
}
Controller()(HealthController);
const decorate = (method, ...decorators) => {
  for (const d of decorators) d(HealthController.prototype, method, Object.getOwnPropertyDescriptor(HealthController.prototype, method));
};
decorate('health', Get('health'));
decorate('requestCode', Post('auth/request-code'), HttpCode(200));

class BenchModule {}
Module({ controllers: [HealthController] })(BenchModule);

async function main() {
  const app = await NestFactory.create(BenchModule, new ExpressAdapter(), { logger: false, bodyParser: false });
  app.setGlobalPrefix('api');
  await app.listen(Number(process.env.PORT), '127.0.0.1');
  console.log('ready');
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
