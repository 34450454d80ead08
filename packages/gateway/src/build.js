'use strict';
const fs = require('fs');
const path = require('path');
const { ROOT } = require('./apps');
const { inputsHash, isFresh, markFresh } = require('./freshness');
const { BUILD_TARGETS } = require('./targets');
const { run, pool, NPM } = require('./run');

/**
 * Builds the targets whose inputs changed since their last build (all of them with `force`).
 * Two builds at a time: the machines this runs on have two cores.
 */
async function buildAll({ force = false, only = null } = {}) {
  const targets = BUILD_TARGETS.filter((t) => !only || only.includes(t.name));
  const todo = targets
    .map((t) => ({ ...t, hash: inputsHash(t.inputs) }))
    .filter((t) => force || !isFresh(t.outDir, t.hash));
  if (todo.length === 0) {
    console.log('[build] everything is up to date');
    return true;
  }
  console.log(`[build] building ${todo.map((t) => t.name).join(', ')}`);
  const results = await pool(todo, 2, async (t) => {
    const started = Date.now();
    const { code, output } = await run(NPM, ['run', 'build', '-w', t.workspace, '--silent'], { quiet: true });
    if (code !== 0) {
      console.error(`[build] ${t.name} failed:\n${output}`);
      return false;
    }
    if (fs.existsSync(path.join(ROOT, t.outDir))) markFresh(t.outDir, t.hash);
    console.log(`[build] ${t.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
  return results.every(Boolean);
}

module.exports = { buildAll };
