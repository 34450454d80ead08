import { Logger } from '@nestjs/common';
import type { Database } from '../database/database';
import { JobWorker, type JobRow } from './job-worker';

/** Records the worker's updates; answers nothing else. */
function fakeDb() {
  const queries: Array<{ sql: string; params: unknown[] }> = [];
  const db = { query: jest.fn(async (sql: string, params: unknown[] = []) => (queries.push({ sql, params }), { rows: [] })) };
  return { db: db as unknown as Database, queries };
}

const HOUR = 3_600_000;
const failing = (db: Database) =>
  new JobWorker<JobRow>(db, {
    table: 'mail_outbox',
    name: 'mail',
    maxAttempts: Number.POSITIVE_INFINITY,
    giveUpAfterMs: 24 * HOUR,
    backoffMs: (n) => Math.min(2 ** n * 1000, 15 * 60_000),
    handle: async () => {
      throw new Error('connect ECONNREFUSED');
    },
  });

describe('JobWorker giving up by age (mail: 24 hours of retries)', () => {
  it('retries a row younger than giveUpAfterMs whatever its attempts, at the capped delay', async () => {
    const { db, queries } = fakeDb();
    await failing(db).handleClaimed({ id: 'm1', attempts: 90, created_at: new Date(Date.now() - 23 * HOUR) });
    expect(queries).toHaveLength(1);
    expect(queries[0].sql).toMatch(/SET run_at = now\(\)/);
    expect(queries[0].params).toEqual(['m1', 15 * 60_000, 'connect ECONNREFUSED']);
  });

  it('marks an older row failed on its next failure', async () => {
    const { db, queries } = fakeDb();
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await failing(db).handleClaimed({ id: 'm2', attempts: 100, created_at: new Date(Date.now() - 24 * HOUR - 1000).toISOString() });
    expect(queries[0].sql).toMatch(/SET status = 'failed'/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('m2 failed after 100 attempts'));
    error.mockRestore();
  });
});
