import type { Response } from 'express';
import type { Database } from '../database/database';
import type { Lifecycle } from '../lifecycle/lifecycle';
import { DatabaseProbe } from './database-probe';
import { HealthController } from './health.controller';

const fakeDb = (up: boolean) => {
  const db = { kind: 'pglite', ping: jest.fn(async () => up) };
  return db as unknown as Database & { ping: jest.Mock };
};
const fakeRes = () => ({ status: jest.fn() }) as unknown as Response & { status: jest.Mock };
const lifecycle = (draining = false) => ({ draining }) as Lifecycle;

describe('HealthController', () => {
  it('answers 503 and database down when the database does not answer', async () => {
    const res = fakeRes();
    const body = await new HealthController(new DatabaseProbe(fakeDb(false)), lifecycle()).health(res);
    expect(res.status).toHaveBeenCalledWith(503);
    expect(body).toMatchObject({ status: 'degraded', database: { status: 'down', driver: 'pglite' } });
  });

  it('answers ok and asks the database at most once a second', async () => {
    const db = fakeDb(true);
    const probe = new DatabaseProbe(db);
    expect(await probe.isUp(10_000)).toBe(true);
    expect(await probe.isUp(10_500)).toBe(true);
    expect(db.ping).toHaveBeenCalledTimes(1);
    await probe.isUp(11_000);
    expect(db.ping).toHaveBeenCalledTimes(2);
    const res = fakeRes();
    expect(await new HealthController(probe, lifecycle()).health(res)).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(res.status).not.toHaveBeenCalled();
  });

  it('is live without asking the database, even while it is down', () => {
    const db = fakeDb(false);
    expect(new HealthController(new DatabaseProbe(db), lifecycle()).live()).toMatchObject({ status: 'ok' });
    expect(db.ping).not.toHaveBeenCalled();
  });

  it('is ready only with the database up and not draining', async () => {
    const res = fakeRes();
    expect(await new HealthController(new DatabaseProbe(fakeDb(true)), lifecycle()).ready(res)).toEqual({ status: 'ready', draining: false, database: 'up' });
    expect(res.status).not.toHaveBeenCalled();

    const down = fakeRes();
    expect(await new HealthController(new DatabaseProbe(fakeDb(false)), lifecycle()).ready(down)).toEqual({ status: 'not-ready', draining: false, database: 'down' });
    expect(down.status).toHaveBeenCalledWith(503);

    const draining = fakeRes();
    expect(await new HealthController(new DatabaseProbe(fakeDb(true)), lifecycle(true)).ready(draining)).toEqual({ status: 'not-ready', draining: true, database: 'unchecked' });
    expect(draining.status).toHaveBeenCalledWith(503);
  });
});
