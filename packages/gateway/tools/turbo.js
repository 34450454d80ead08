'use strict';
const path = require('path');
const { spawn } = require('child_process');

/** Repository root (this file is packages/gateway/tools/turbo.js). */
const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Turborepo (turbo.json) runs the repository's build, lint, type-check and test tasks with a
 * local cache (.turbo/cache in this checkout, never shared between worktrees), so only what
 * changed runs again, two tasks at a time (CI has two cores). Nothing leaves the machine:
 * telemetry is off here, there is no remote cache and no update check (turbo.json).
 */
const TURBO_ENV = { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

/** `turbo <args>` from the repository root; resolves with its exit code. */
function turbo(args, { env = {} } = {}) {
  const bin = require.resolve('turbo/bin/turbo', { paths: [ROOT] });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...TURBO_ENV, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** `turbo run <tasks>` for the given workspace folders (every workspace when none). */
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

module.exports = { turbo, runTasks, buildChanged, TURBO_ENV, ROOT };
if (require.main === module) turbo(process.argv.slice(2)).then((code) => process.exit(code));
