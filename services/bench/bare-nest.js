'use strict';
// Nest alone: the same framework and adapter as the API (@nestjs/core on @nestjs/platform-fastify),
// one controller answering the same JSON, and nothing of the API's own (no request ids, metrics,
// security headers, guards, pipes or filters). Its ratio against bare express is what Nest's
// routing and handler pipeline cost on this machine; the API's ratio against it is what the
// API's own per-request work costs. Plain JavaScript: the decorators are applied as functions.
// BENCH_ADAPTER=express runs the same module on the adapter the API ran on until 2026-11-28
// (@nestjs/platform-express): what the move to fastify changed in the framework's own cost.
require('reflect-metadata');
const { Controller, Get, HttpCode, Module, Post } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');

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
  const adapter =
    process.env.BENCH_ADAPTER === 'express' ? new (require('@nestjs/platform-express').ExpressAdapter)() : new (require('@nestjs/platform-fastify').FastifyAdapter)();
  const app = await NestFactory.create(BenchModule, adapter, { logger: false });
  app.setGlobalPrefix('api');
  await app.listen(Number(process.env.PORT), '127.0.0.1');
  console.log('ready');
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
