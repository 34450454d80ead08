import { BadRequestException } from '@nestjs/common';
import Fastify from 'fastify';
import request from 'supertest';
import { gzipSync } from 'node:zlib';
import { acceptJsonBodies } from './json-body';

/** A fastify app with only the parser: it answers what the route saw, or the error the parser passed on. */
async function app() {
  const seen: { body?: unknown; unread?: boolean } = {};
  const server = Fastify();
  acceptJsonBodies(server);
  server.all('/echo', async (request) => {
    seen.body = request.body;
    // A body the parser did not read is still in the Node request, for the route (multer) to read.
    seen.unread = request.raw.readableLength > 0 || !request.raw.readableEnded;
    return { ok: true };
  });
  server.setErrorHandler((error: Error, _request, reply) => {
    void reply.status(error instanceof BadRequestException ? 400 : 500).send({ message: error.message });
  });
  await server.ready();
  return { server: server.server, seen };
}

describe('acceptJsonBodies', () => {
  it('parses a JSON body', async () => {
    const { server, seen } = await app();
    await request(server).post('/echo').send({ email: 'amina@example.com' }).expect(200);
    expect(seen.body).toEqual({ email: 'amina@example.com' });
  });

  it('turns a broken body into a 400 with a plain sentence', async () => {
    const { server } = await app();
    const res = await request(server).post('/echo').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('reads a body sent in chunks (no Content-Length) as well', async () => {
    const { server, seen } = await app();
    const req = request(server).post('/echo').set('Content-Type', 'application/json').set('Transfer-Encoding', 'chunked');
    req.write('{"name":');
    req.write('"Kato"}');
    await req.expect(200);
    expect(seen.body).toEqual({ name: 'Kato' });
  });

  it('reads a gzip body, as body-parser did for the express API', async () => {
    const { server, seen } = await app();
    // Written as raw bytes: superagent would serialise a Buffer as JSON for a JSON type.
    const sent = request(server).post('/echo').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip');
    sent.write(gzipSync('{"name":"Kato"}'));
    const res = await sent;
    expect(res.body).toEqual({ ok: true });
    expect(seen.body).toEqual({ name: 'Kato' });
  });

  it('leaves a body of another type unread and unanswered: the route decides (415, or multer reads it)', async () => {
    const { server, seen } = await app();
    await request(server).post('/echo').set('Content-Type', 'text/plain').send('hello').expect(200);
    expect(seen.body).toBeUndefined();
    expect(seen.unread).toBe(true);
  });
});
