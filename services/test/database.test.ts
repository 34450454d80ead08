import { Database } from '../src/database/database';
import { readMigrations, splitStatements } from '../src/database/migrations';
import { openDatabase } from '../src/database/open-database';
import { dbTargets, notePostgresSkipped } from './support/db-targets';
import { removeDir, tempDataDir, testConfig } from './support/test-config';

describe('migrations', () => {
  it('are numbered files read in order', () => {
    const versions = readMigrations().map((m) => m.version);
    expect(versions.length).toBeGreaterThanOrEqual(3);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
  });

  it('split statements but not semicolons inside quotes, comments or dollar bodies', () => {
    const sql = "CREATE TABLE a (x text DEFAULT ';');\n-- a comment; here\nCREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;\nSELECT 'it''s; fine'";
    expect(splitStatements(sql)).toEqual([
      "CREATE TABLE a (x text DEFAULT ';')",
      'CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql',
      "SELECT 'it''s; fine'",
    ]);
  });
});

describe.each(dbTargets())('Database on $name', (target) => {
  let dataDir: string;
  let db: Database;

  beforeAll(async () => {
    dataDir = tempDataDir();
    await target.setup();
    db = await openDatabase(testConfig({ DATA_DIR: dataDir, ...target.env() }));
  });

  afterAll(async () => {
    await db?.close();
    await target.teardown();
    removeDir(dataDir);
  });

  it('applies every migration once and records it', async () => {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => Number(r.version))).toEqual(readMigrations().map((m) => m.version));
  });

  it('runs parameterised queries and reports changed rows', async () => {
    const insert = await db.query('INSERT INTO users (email) VALUES ($1), ($2)', ['a@example.com', 'b@example.com']);
    expect(insert.rowCount).toBe(2);
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE email = $1', ['b@example.com']);
    expect(rows).toEqual([{ email: 'b@example.com' }]);
  });

  it('commits a transaction', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO users (email) VALUES ($1)', ['c@example.com']);
    });
    expect((await db.query('SELECT 1 FROM users WHERE email = $1', ['c@example.com'])).rows).toHaveLength(1);
  });

  it('rolls a transaction back when it throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO users (email) VALUES ($1)', ['d@example.com']);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query('SELECT 1 FROM users WHERE email = $1', ['d@example.com'])).rows).toHaveLength(0);
  });

  it('opening again applies nothing twice', async () => {
    const before = (await db.query('SELECT count(*)::int AS n FROM schema_migrations')).rows[0];
    if (target.name === 'PGlite') {
      await db.close();
      db = await openDatabase(testConfig({ DATA_DIR: dataDir, ...target.env() }));
    } else {
      const second = await openDatabase(testConfig({ DATA_DIR: dataDir, ...target.env() }));
      await second.close();
    }
    expect((await db.query('SELECT count(*)::int AS n FROM schema_migrations')).rows[0]).toEqual(before);
    expect((await db.query('SELECT 1 FROM users WHERE email = $1', ['c@example.com'])).rows).toHaveLength(1);
  });

  it('answers ping', async () => {
    expect(await db.ping()).toBe(true);
  });
});

describe('Database on PostgreSQL', () => {
  notePostgresSkipped();
});
