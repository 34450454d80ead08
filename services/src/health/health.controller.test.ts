import type { Response } from 'express';
import type { Database } from '../database/database';
import { DatabaseProbe } from './database-probe';
import { HealthController } from './health.controller';

const fakeDb = (up: boolean) => {
  const db = { kind: 'pglite', ping: jest.fn(async () => up) };
  return db as unknown as Database & { ping: jest.Mock };
};
const fakeRes = () => ({ status: jest.fn() }) as unknown as Response & { status: jest.Mock };

describe('HealthController', () => {
  it('answers 503 and database down when the database does not answer', async () => {
    const res = fakeRes();
    const body = await new HealthController(new DatabaseProbe(fakeDb(false))).health(res);
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
    expect(await new HealthController(probe).health(res)).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(res.status).not.toHaveBeenCalled();
  });
});
