import { Database } from '../src/database/database';
import { migrate, readMigrations } from '../src/database/migrations';
import { PostgresDriver } from '../src/database/postgres-driver';
import { POSTGRES_URL, notePostgresSkipped, postgresTarget } from './support/db-targets';

describe('migrations with replicas starting at once', () => {
  notePostgresSkipped();
  // Without PostgreSQL, notePostgresSkipped's test stands for this one.
  if (POSTGRES_URL) it('on PostgreSQL: three replicas on an empty schema run each migration once', async () => {
    const target = postgresTarget(POSTGRES_URL!);
    const schema = target.env().DATABASE_SCHEMA!;
    // Each replica has its own pool (its own connections), as separate processes would.
    const replicas = await Promise.all([1, 2, 3].map(async () => new Database(await PostgresDriver.open(POSTGRES_URL!, schema))));
    try {
      const applied = await Promise.all(replicas.map((db) => migrate(db)));
      const all = readMigrations().map((m) => m.name);
      // One replica applied everything; the others waited on the lock and found nothing to do.
      expect(applied.flat().sort()).toEqual([...all].sort());
      expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
      const { rows } = await replicas[0].query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(rows[0].n).toBe(all.length);
    } finally {
      await Promise.all(replicas.map((db) => db.close()));
      await target.teardown();
    }
  });
});
