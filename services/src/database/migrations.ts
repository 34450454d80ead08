import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/** services/migrations, both from src/ (tests) and dist/ (production). */
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

const FILE_NAME = /^(\d{4})_[a-z0-9_-]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => FILE_NAME.test(f)) : [];
  const migrations = files
    .map((name) => ({ version: Number(FILE_NAME.exec(name)![1]), name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }))
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i].version === migrations[i - 1].version) {
      throw new Error(`Two migrations share number ${migrations[i].version}: ${migrations[i - 1].name}, ${migrations[i].name}`);
    }
  }
  return migrations;
}

/**
 * Applies, in order, every migration not yet recorded in schema_migrations, all pending ones in ONE
 * transaction (a failing migration leaves none of them applied). An advisory lock, taken before
 * anything else, serialises API replicas starting together: the second waits, then finds the
 * table made and every migration recorded, and applies nothing. Creating schema_migrations is
 * inside the lock too: two concurrent `CREATE TABLE IF NOT EXISTS` can both fail on PostgreSQL.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => Number(r.version)),
    );
    for (const migration of readMigrations(dir)) {
      if (done.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.name);
    }
  });
  return applied;
}

/**
 * Splits a migration into statements (a parameterised query holds exactly one). Semicolons
 * inside quotes, dollar-quoted bodies and comments do not split.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
      continue;
    }
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === ch && sql[j + 1] !== ch)) j += sql[j] === ch ? 2 : 1;
      current += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      const stop = end === -1 ? sql.length : end + dollar[0].length;
      current += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === ';') {
      if (current.trim()) out.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
    i++;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
