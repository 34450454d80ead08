import { Controller, HttpCode, Module, Post, Req } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import type { Request } from 'express';
import request from 'supertest';
import { gzipSync } from 'node:zlib';
import { HttpExceptionFilter } from './http-exception.filter';
import { jsonBodies } from './json-body';

const seen: { body?: unknown; unread?: boolean } = {};

@Controller()
class EchoController {
  @Post('echo')
  @HttpCode(200)
  echo(@Req() req: Request) {
    seen.body = req.body;
    // A body the parser did not read is still in the request, for the route (multer) to read.
    seen.unread = req.readableLength > 0 || !req.readableEnded;
    return { ok: true };
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

/** Nest on express with only the API's body parser and its exception filter. */
async function app() {
  const nest = await NestFactory.create<NestExpressApplication>(EchoModule, new ExpressAdapter(), { logger: false, bodyParser: false });
  nest.use(jsonBodies());
  nest.useGlobalFilters(new HttpExceptionFilter());
  await nest.init();
  return nest.getHttpServer();
}

describe('jsonBodies', () => {
  let server: Awaited<ReturnType<typeof app>>;
  beforeAll(async () => {
    server = await app();
  });
  beforeEach(() => {
    delete seen.body;
    delete seen.unread;
  });

  it('parses a JSON body', async () => {
    await request(server).post('/echo').send({ email: 'amina@example.com' }).expect(200);
    expect(seen.body).toEqual({ email: 'amina@example.com' });
  });

  it('turns a broken body into a 400 with a plain sentence', async () => {
    const res = await request(server).post('/echo').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('refuses a body over the limit with a 413', async () => {
    const res = await request(server).post('/echo').send({ text: 'x'.repeat(101 * 1024) }).expect(413);
    expect(res.body.message).toBe('The request is too large.');
  });

  it('reads a body sent in chunks (no Content-Length) as well', async () => {
    const req = request(server).post('/echo').set('Content-Type', 'application/json').set('Transfer-Encoding', 'chunked');
    req.write('{"name":');
    req.write('"Kato"}');
    await req.expect(200);
    expect(seen.body).toEqual({ name: 'Kato' });
  });

  it('reads a gzip body', async () => {
    // Written as raw bytes: superagent would serialise a Buffer as JSON for a JSON type.
    const sent = request(server).post('/echo').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip');
    sent.write(gzipSync('{"name":"Kato"}'));
    const res = await sent;
    expect(res.body).toEqual({ ok: true });
    expect(seen.body).toEqual({ name: 'Kato' });
  });

  it('answers a body that claims a compression it does not have with a 400', async () => {
    const sent = request(server).post('/echo').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip');
    sent.write('{"name":"Kato"}');
    const res = await sent;
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body could not be read: its Content-Encoding is wrong or unsupported.');
  });

  it('leaves a body of another type unread: the route decides (415, or multer reads it)', async () => {
    await request(server).post('/echo').set('Content-Type', 'text/plain').send('hello').expect(200);
    expect(seen.body).toBeUndefined();
    expect(seen.unread).toBe(true);
  });
});
