'use strict';
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');

/** Repository root (this file is packages/tools/src/turbo.js). */
const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Turborepo (turbo.json) runs the repository's build, lint, type-check and test tasks with a
 * local cache (.turbo/cache in this checkout, never shared between worktrees), so only what
 * changed runs again, two tasks at a time (CI has two cores). Nothing leaves the machine:
 * telemetry is off here, there is no remote cache and no update check (turbo.json).
 */
const TURBO_ENV = { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

/** turbo.json's cacheDir. */
const CACHE_DIR = path.join(ROOT, '.turbo', 'cache');

/**
 * turbo never deletes a local cache entry, so .turbo/cache grows by every build, lint and test
 * result of every commit. After each run the cache is bounded: entries (one task's outputs:
 * <hash>.tar.zst with its -meta.json and -manifest.json) not written for `maxAgeDays`, then the
 * oldest ones until the rest fit in `maxBytes`. Both from TURBO_CACHE_MAX_MB (default 1024) and
 * TURBO_CACHE_MAX_AGE_DAYS (default 14). An entry gone is only a cache miss: the task runs again.
 * Returns what it removed (entry hashes).
 * @param {string} [dir]
 * @param {{ maxBytes?: number, maxAgeDays?: number, now?: number }} [limits]
 * @returns {string[]}
 */
function pruneCache(dir = CACHE_DIR, { maxBytes = 1024 * 1024 * 1024, maxAgeDays = 14, now = Date.now() } = {}) {
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const entries = new Map();
  for (const name of names) {
    const hash = /^([0-9a-f]+)(?:\.tar\.zst|\.tar|-meta\.json|-manifest\.json)$/.exec(name)?.[1];
    if (!hash) continue;
    let stat;
    try {
      stat = fs.statSync(path.join(dir, name));
    } catch {
      continue; // removed meanwhile (another run pruning)
    }
    const entry = entries.get(hash) ?? { hash, files: [], bytes: 0, writtenAt: 0 };
    entry.files.push(name);
    entry.bytes += stat.size;
    entry.writtenAt = Math.max(entry.writtenAt, stat.mtimeMs);
    entries.set(hash, entry);
  }
  const oldestFirst = [...entries.values()].sort((a, b) => a.writtenAt - b.writtenAt);
  let total = oldestFirst.reduce((sum, e) => sum + e.bytes, 0);
  const removed = [];
  for (const entry of oldestFirst) {
    const tooOld = now - entry.writtenAt > maxAgeDays * 86_400_000;
    if (!tooOld && total <= maxBytes) break;
    for (const name of entry.files) fs.rmSync(path.join(dir, name), { force: true });
    total -= entry.bytes;
    removed.push(entry.hash);
  }
  return removed;
}

/**
 * The cache's bounds from TURBO_CACHE_MAX_MB and TURBO_CACHE_MAX_AGE_DAYS (pruneCache's defaults when unset).
 * @param {NodeJS.ProcessEnv} [env]
 */
function cacheLimits(env = process.env) {
  /** @type {(value: string | undefined, fallback: number) => number} */
  const number = (value, fallback) => (value && Number(value) > 0 ? Number(value) : fallback);
  return { maxBytes: number(env.TURBO_CACHE_MAX_MB, 1024) * 1024 * 1024, maxAgeDays: number(env.TURBO_CACHE_MAX_AGE_DAYS, 14) };
}

/**
 * `turbo <args>` from the repository root, then the cache bounded (pruneCache); resolves with turbo's exit code.
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
function turbo(args, { env = {} } = {}) {
  const bin = require.resolve('turbo/bin/turbo', { paths: [ROOT] });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...TURBO_ENV, ...env } });
    child.on('close', (code) => {
      try {
        const removed = pruneCache(CACHE_DIR, cacheLimits({ ...process.env, ...env }));
        if (removed.length) console.log(`[turbo] cache: removed ${removed.length} old entries (TURBO_CACHE_MAX_MB, TURBO_CACHE_MAX_AGE_DAYS)`);
      } catch (error) {
        console.warn(`[turbo] cache not pruned: ${/** @type {Error} */ (error).message}`);
      }
      resolve(code ?? 1);
    });
  });
}

/**
 * `turbo run <tasks>` for the given workspace folders (every workspace when none).
 * @param {string[]} tasks
 * @param {string[]} [folders]
 * @param {string[]} [extra] more turbo arguments
 */
function runTasks(tasks, folders = [], extra = []) {
  return turbo(['run', ...tasks, ...folders.map((folder) => `--filter=./${folder}`), '--output-logs=new-only', ...extra]);
}

/**
 * Builds every app and the API whose inputs changed since a build turbo remembers (an unchanged
 * one's dist/ comes back from the cache): what `npm start` and `npm test` build before serving.
 */
async function buildChanged() {
  console.log('[build] turbo run build (only what changed)');
  return (await runTasks(['build'])) === 0;
}

module.exports = { turbo, runTasks, buildChanged, pruneCache, cacheLimits, CACHE_DIR, TURBO_ENV, ROOT };
if (require.main === module) turbo(process.argv.slice(2)).then((code) => process.exit(code));
