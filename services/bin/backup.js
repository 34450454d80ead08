#!/usr/bin/env node
'use strict';
/**
 * `npm run backup [-- --out <folder>]` and `npm run restore -- <backup folder> [--force]`.
 *
 * A backup is one folder, `<out>/nyota-<UTC time>/`:
 *   manifest.json   what was backed up, from where, when
 *   database.dump   PostgreSQL (DATABASE_URL): pg_dump --format=custom (DATABASE_SCHEMA only, when set)
 *   pglite.tar.gz   PGlite (no DATABASE_URL): the data folder's dump (PGlite's dumpDataDir)
 *   files/          everything else in DATA_DIR: uploads/, the local outbox, the generated token secret
 * Restore puts the files into DATA_DIR and the database into DATABASE_URL (pg_restore), or a fresh
 * PGlite folder. It refuses to overwrite data unless --force.
 * PGlite is one process: stop the API before a PGlite backup or restore (the folder lock says so).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..', '..');
const DB_ENTRIES = new Set(['db', 'db.lock', 'db.lock.owner']);

function settings(env = process.env) {
  const dataDir = path.resolve(ROOT, env.DATA_DIR || '.data');
  return { dataDir, databaseUrl: env.DATABASE_URL || undefined, schema: env.DATABASE_SCHEMA || undefined };
}

function run(cmd, args) {
  const out = spawnSync(cmd, args, { encoding: 'utf8' });
  if (out.error) throw new Error(`${cmd} could not run (${out.error.message}); install the PostgreSQL client tools`);
  if (out.status !== 0) throw new Error(`${cmd} failed:\n${out.stderr}`);
  return out.stdout;
}

/** Every file of DATA_DIR except the PGlite database itself (dumped on its own). */
function copyFiles(from, to) {
  fs.mkdirSync(to, { recursive: true });
  if (!fs.existsSync(from)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(from)) {
    if (DB_ENTRIES.has(entry)) continue;
    fs.cpSync(path.join(from, entry), path.join(to, entry), { recursive: true, preserveTimestamps: true });
    count += entry === 'uploads' ? countFiles(path.join(from, entry)) : 0;
  }
  return count;
}

function countFiles(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function openPglite(dir, loadDataDir) {
  // The API's own lock (services/src/database/folder-lock.ts): a running API keeps the folder.
  const lockfile = require('proper-lockfile');
  fs.mkdirSync(dir, { recursive: true });
  let release;
  try {
    release = await lockfile.lock(dir, { realpath: false, stale: 20_000 });
  } catch (error) {
    if (error.code === 'ELOCKED') throw new Error(`${dir} is open by a running API: stop it first (PGlite serves one process only)`);
    throw error;
  }
  const { PGlite } = require('@electric-sql/pglite');
  const db = new PGlite(dir, loadDataDir ? { loadDataDir } : {});
  await db.waitReady;
  return {
    db,
    async close() {
      await db.close();
      await release();
    },
  };
}

async function backup(args) {
  const s = settings();
  const outIndex = args.indexOf('--out');
  const outDir = path.resolve(outIndex >= 0 ? args[outIndex + 1] : path.join(ROOT, 'backups'));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.join(outDir, `nyota-${stamp}`);
  fs.mkdirSync(target, { recursive: true });
  const manifest = { createdAt: new Date().toISOString(), host: os.hostname(), dataDir: s.dataDir, database: s.databaseUrl ? 'postgres' : 'pglite' };
  if (s.databaseUrl) {
    const file = path.join(target, 'database.dump');
    run('pg_dump', ['--format=custom', '--no-owner', '--file', file, ...(s.schema ? ['--schema', s.schema] : []), s.databaseUrl]);
    manifest.schema = s.schema ?? null;
  } else {
    const dir = path.join(s.dataDir, 'db');
    if (!fs.existsSync(dir)) throw new Error(`no PGlite database in ${dir} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
    const pglite = await openPglite(dir);
    try {
      const dump = await pglite.db.dumpDataDir('gzip');
      fs.writeFileSync(path.join(target, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  }
  manifest.uploadedFiles = copyFiles(s.dataDir, path.join(target, 'files'));
  fs.writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`[backup] ${manifest.database} database and ${manifest.uploadedFiles} uploaded files saved in ${target}`);
  return target;
}

async function restore(args) {
  const s = settings();
  const from = args.find((a) => !a.startsWith('--'));
  const force = args.includes('--force');
  if (!from) throw new Error('usage: npm run restore -- <backup folder> [--force]');
  const source = path.resolve(from);
  const manifest = JSON.parse(fs.readFileSync(path.join(source, 'manifest.json'), 'utf8'));
  const uploads = path.join(s.dataDir, 'uploads');
  if (!force && fs.existsSync(uploads) && fs.readdirSync(uploads).length) throw new Error(`${uploads} is not empty: restore into a fresh DATA_DIR, or add --force`);

  if (manifest.database === 'postgres') {
    if (!s.databaseUrl) throw new Error('this backup holds a PostgreSQL database: set DATABASE_URL to restore it');
    run('pg_restore', ['--no-owner', ...(force ? ['--clean', '--if-exists'] : []), '--exit-on-error', '--dbname', s.databaseUrl, path.join(source, 'database.dump')]);
  } else {
    if (s.databaseUrl) throw new Error('this backup holds a PGlite database: unset DATABASE_URL to restore it into DATA_DIR');
    const dir = path.join(s.dataDir, 'db');
    if (fs.existsSync(dir) && fs.readdirSync(dir).length) {
      if (!force) throw new Error(`${dir} holds a database: restore into a fresh DATA_DIR, or add --force`);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const dump = new Blob([fs.readFileSync(path.join(source, 'pglite.tar.gz'))]);
    const pglite = await openPglite(dir, dump);
    await pglite.close();
  }
  fs.mkdirSync(s.dataDir, { recursive: true });
  fs.cpSync(path.join(source, 'files'), s.dataDir, { recursive: true, preserveTimestamps: true });
  console.log(`[restore] ${manifest.database} database and ${manifest.uploadedFiles} uploaded files from ${source} restored into ${s.databaseUrl ? 'DATABASE_URL' : s.dataDir}`);
}

if (require.main === module) {
  const [command, ...args] = process.argv.slice(2);
  const task = command === 'backup' ? backup(args) : command === 'restore' ? restore(args) : Promise.reject(new Error('usage: backup.js backup|restore ...'));
  task.catch((error) => {
    console.error(`[${command}] ${error.message}`);
    process.exit(1);
  });
}

module.exports = { backup, restore };
