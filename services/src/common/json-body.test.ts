import { BadRequestException } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { createJsonBody } from './json-body';

/** An app with only the parser: it answers what the route saw, or the error the parser passed on. */
function app() {
  const seen: { hasBodyProperty?: boolean; body?: unknown } = {};
  const server = express();
  server.use(createJsonBody());
  server.all('/echo', (req: Request, res: Response) => {
    seen.hasBodyProperty = 'body' in req;
    seen.body = req.body;
    res.json({ ok: true });
  });
  server.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    res.status(error instanceof BadRequestException ? 400 : 500).json({ message: error instanceof Error ? error.message : String(error) });
  });
  return { server, seen };
}

describe('createJsonBody', () => {
  it('lets a request without a body through untouched: no body property is added to it', async () => {
    const { server, seen } = app();
    await request(server).get('/echo').expect(200);
    expect(seen.hasBodyProperty).toBe(false);
  });

  it('parses a JSON body', async () => {
    const { server, seen } = app();
    await request(server).post('/echo').send({ email: 'amina@example.com' }).expect(200);
    expect(seen.body).toEqual({ email: 'amina@example.com' });
  });

  it('turns a broken body into a 400 with a plain sentence', async () => {
    const { server } = app();
    const res = await request(server).post('/echo').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('reads a body sent in chunks (no Content-Length) as well', async () => {
    const { server, seen } = app();
    const req = request(server).post('/echo').set('Content-Type', 'application/json').set('Transfer-Encoding', 'chunked');
    req.write('{"name":');
    req.write('"Kato"}');
    await req.expect(200);
    expect(seen.body).toEqual({ name: 'Kato' });
  });
});
