'use strict';
/**
 * A test that needs a tool or a service (nginx, kubectl, redis-server, PostgreSQL, a build...).
 * Where one is missing: under CI=true the test FAILS naming it, since CI installs and starts
 * everything (.ci/run, .github/workflows) and a skip there would hide a gate that never ran;
 * elsewhere it is skipped with the same words, and `npm test` counts the skip in its last line.
 */

const fs = require('fs');
const path = require('path');

/**
 * The executable `name` as the shell would find it on PATH, or undefined.
 * @param {string} name
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | undefined}
 */
function onPath(name, env = process.env) {
  for (const dir of (env.PATH || '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/** Whether missing tools fail (CI=true, as GitHub Actions and .ci/run set it) instead of skipping. */
function strictNeeds(env = process.env) {
  return /^(1|true)$/i.test(env.CI || '');
}

/**
 * The words a missing need fails or skips with.
 * @param {string[]} missing what is absent, each with how to get it
 */
function missingText(missing) {
  const what = `needs ${missing.join('; ')}`;
  return strictNeeds() ? `${what} (CI=true: a missing tool or service fails the test, it is never skipped)` : `${what}: skipped outside CI`;
}

/**
 * @typedef {(name: string, fn?: any, timeout?: number) => void} TestFn
 * @typedef {(name: string, fn: () => void) => void} DescribeFn
 */

/**
 * jest's `test` for tests that need what `missing` names ([]: all there, the tests run as written).
 * @param {string[]} missing
 * @param {TestFn & { skip: TestFn }} [run] `test` or `it` (jest's global `test` by default)
 * @returns {TestFn}
 */
function testNeeding(missing, run = /** @type {any} */ (globalThis).test) {
  if (missing.length === 0) return run;
  if (!strictNeeds()) return (name, fn, timeout) => run.skip(`${name} [${missingText(missing)}]`, fn, timeout);
  return (name) =>
    run(name, () => {
      throw new Error(missingText(missing));
    });
}

/**
 * jest's `describe` for a group that needs what `missing` names: under CI=true the group holds one
 * failing test naming it instead of its own; elsewhere its tests are skipped.
 * @param {string[]} missing
 * @returns {DescribeFn}
 */
function describeNeeding(missing) {
  const jest = /** @type {any} */ (globalThis);
  if (missing.length === 0) return jest.describe;
  if (!strictNeeds()) return (name, fn) => jest.describe.skip(`${name} [${missingText(missing)}]`, fn);
  return (name) =>
    jest.describe(name, () => {
      jest.test('has what it needs', () => {
        throw new Error(missingText(missing));
      });
    });
}

module.exports = { onPath, strictNeeds, missingText, testNeeding, describeNeeding };
