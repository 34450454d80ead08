import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { inOneLayer } from './one-layer';

/** An app with `front` as its one layer before a route, and an error handler that names the error. */
function appWith(front: RequestHandler) {
  const app = express();
  app.use(front);
  app.get('/', (_req, res) => {
    res.json({ steps: res.locals.steps });
  });
  const named: ErrorRequestHandler = (error: Error, _req, res, _next) => {
    res.status(418).json({ error: error.message, steps: res.locals.steps });
  };
  app.use(named);
  return app;
}

const step =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.locals.steps = [...((res.locals.steps as string[] | undefined) ?? []), name];
    next();
  };

describe('inOneLayer', () => {
  it('runs every handler in order, then the route', async () => {
    const res = await request(appWith(inOneLayer(step('a'), step('b'), step('c')))).get('/').expect(200);
    expect(res.body).toEqual({ steps: ['a', 'b', 'c'] });
  });

  it('hands an error to the error handlers and runs no handler after it', async () => {
    const refuse: RequestHandler = (_req, _res, next) => next(new Error('refused'));
    const res = await request(appWith(inOneLayer(step('a'), refuse, step('c')))).get('/').expect(418);
    expect(res.body).toEqual({ error: 'refused', steps: ['a'] });
  });

  it('takes a handler that throws as express takes a layer that throws', async () => {
    const thrower: RequestHandler = () => {
      throw new Error('thrown');
    };
    const res = await request(appWith(inOneLayer(step('a'), thrower, step('c')))).get('/').expect(418);
    expect(res.body).toEqual({ error: 'thrown', steps: ['a'] });
  });

  it('catches a throw of a handler that runs later, from an earlier handler’s callback', async () => {
    const later: RequestHandler = (_req, _res, next) => {
      setImmediate(() => next());
    };
    const thrower: RequestHandler = () => {
      throw new Error('thrown after the wait');
    };
    const res = await request(appWith(inOneLayer(step('a'), later, thrower))).get('/').expect(418);
    expect(res.body).toEqual({ error: 'thrown after the wait', steps: ['a'] });
  });
});
