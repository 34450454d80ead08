import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { testNeeding } from '@agency/tools/needs';

/**
 * Where the data tests run: PGlite always, and the PostgreSQL at DATABASE_URL when it is set
 * (CI sets it). Each PostgreSQL run works in its own fresh schema, dropped afterwards.
 */
export interface DbTarget {
  name: 'PGlite' | 'PostgreSQL';
  /** The settings that select this database, merged into the test config. */
  env(): Record<string, string | undefined>;
  setup(): Promise<void>;
  teardown(): Promise<void>;
}

export const POSTGRES_URL = process.env.DATABASE_URL || undefined;

export function pgliteTarget(): DbTarget {
  return { name: 'PGlite', env: () => ({ DATABASE_URL: undefined }), setup: async () => undefined, teardown: async () => undefined };
}

export function postgresTarget(url: string): DbTarget {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  return {
    name: 'PostgreSQL',
    env: () => ({ DATABASE_URL: url, DATABASE_SCHEMA: schema }),
    setup: async () => undefined,
    async teardown() {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The targets of this run; without DATABASE_URL the PostgreSQL runs are reported as skipped. */
export function dbTargets(): DbTarget[] {
  return POSTGRES_URL ? [pgliteTarget(), postgresTarget(POSTGRES_URL)] : [pgliteTarget()];
}

/**
 * Without DATABASE_URL, one test that says PostgreSQL was not exercised: it fails under CI=true
 * (CI gives a PostgreSQL), elsewhere it is a counted skip.
 */
export function notePostgresSkipped(): void {
  if (!POSTGRES_URL) testNeeding(['PostgreSQL at DATABASE_URL (npm test passes TEST_DATABASE_URL)'], it)('on PostgreSQL', () => undefined);
}
