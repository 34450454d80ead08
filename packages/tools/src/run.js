'use strict';
const { spawn } = require('child_process');
const { ROOT } = require('@agency/workspace');

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs a command from the repository root and resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, quiet?: boolean, cwd?: string }} [options] `quiet`: its output is collected, not shown
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, args, { env = {}, quiet = false, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (child.stdout && child.stderr) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Runs tasks with at most `limit` at once (the CI machine has 2 cores).
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<R>} worker
 * @returns {Promise<R[]>}
 */
async function pool(items, limit, worker) {
  /** @type {R[]} */
  const results = [];
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index]);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

module.exports = { run, pool, NPM };
