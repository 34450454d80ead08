'use strict';
/**
 * The database the benches run the API on: PostgreSQL, as the compose stack runs it, when one
 * answers; otherwise PGlite, `npm start`'s embedded database.
 *
 * Why it matters: PGlite runs Postgres compiled to WebAssembly inside the API's own process, so its
 * work (the health probe's query, the job workers' polls) and its heap share the thread and the
 * caches with the answers being measured, and the same API reads lower on PGlite than on
 * PostgreSQL side by side. The budget is the production stack's, so PostgreSQL is the figure of
 * record and the printed header says which one ran.
 *
 * Tried in order: BENCH_DATABASE_URL (`pglite` forces PGlite), TEST_DATABASE_URL (what `.ci/run`
 * sets), then PostgreSQL on this machine (127.0.0.1:5432, database `test`). Each API process gets
 * a fresh schema of its own (DATABASE_SCHEMA), dropped at the end.
 */
const { randomBytes } = require('crypto');
const { Client } = require('pg');

const LOCAL = 'postgresql://postgres@127.0.0.1:5432/test';

async function answers(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `{ url, label }` of the PostgreSQL to use, or `{ url: null, label }` for PGlite. */
async function benchDatabase() {
  if (process.env.BENCH_DATABASE_URL === 'pglite') return { url: null, label: 'PGlite (BENCH_DATABASE_URL=pglite)' };
  for (const url of [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL, LOCAL]) {
    if (url && (await answers(url))) return { url, label: `PostgreSQL at ${new URL(url).host}, as the compose stack runs` };
  }
  return { url: null, label: 'PGlite: no PostgreSQL answered (set BENCH_DATABASE_URL); production runs PostgreSQL, so this figure is lower' };
}

/** The environment of one API process on `db`: its own schema on PostgreSQL, or PGlite in `dataDir`. */
function databaseEnv(db, dataDir, schemas) {
  if (!db.url) return { DATABASE_URL: '', DATA_DIR: dataDir };
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  schemas.push(schema);
  return { DATABASE_URL: db.url, DATABASE_SCHEMA: schema, DATA_DIR: dataDir };
}

/** Drops the schemas the bench made (the servers have stopped). */
async function dropSchemas(db, schemas) {
  if (!db.url || schemas.length === 0) return;
  const client = new Client({ connectionString: db.url });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

module.exports = { benchDatabase, databaseEnv, dropSchemas };
