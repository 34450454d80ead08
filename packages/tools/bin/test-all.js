#!/usr/bin/env node
'use strict';
/**
 * `npm test`: lint and type-check the repository, run every workspace's own jest tests, build what
 * is not built and check the remotes' contracts, then run the Playwright e2e suite against the
 * composed production build (started the same way as `npm start`). Ends with one line
 * "tests: N passed, N failed, N skipped" (jest's skipped and todo tests with Playwright's skipped
 * ones: outside CI a test whose tool is missing skips, @agency/tools/needs; under CI=true it fails).
 * `--unit` runs only the workspace tests.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { ROOT, workspaceFolders } = require('@agency/workspace');
const { run, NPM } = require('../src/run');
const { buildChanged } = require('../src/turbo');

/** Every workspace (root package.json's `workspaces`, read by @agency/workspace); those with jest tests run. */
const UNIT_WORKSPACES = Object.values(workspaceFolders());

/** @param {string} ws a workspace folder */
function hasTests(ws) {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, ws, 'package.json'), 'utf8'));
  return Boolean(pkg.scripts && pkg.scripts.test) && fs.existsSync(path.join(ROOT, ws, 'jest.config.js'));
}

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/**
 * A jest `--json` report's tests: a skipped (`test.skip`, a skipped describe) or todo test is pending.
 * @param {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number }} result
 * @returns {Counts}
 */
function jestCounts(result) {
  return { passed: result.numPassedTests, failed: result.numFailedTests, skipped: result.numPendingTests + result.numTodoTests };
}

/**
 * A Playwright JSON report's `stats` (a flaky test passed on a retry).
 * @param {{ expected: number, unexpected: number, flaky: number, skipped: number }} stats
 * @returns {Counts}
 */
function playwrightCounts(stats) {
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/**
 * The last line of `npm test`.
 * @param {Counts} counts
 */
function summaryLine({ passed, failed, skipped }) {
  return `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}

async function main() {
  const unitOnly = process.argv.includes('--unit');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-tests-'));
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  /** @type {string[]} */
  const failures = [];

  /**
   * A check that is not a test runner counts as one test.
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   */
  async function step(name, command, args) {
    console.log(`\n=== ${name} ===`);
    const { code } = await run(command, args);
    if (code === 0) passed += 1;
    else {
      failed += 1;
      failures.push(name);
    }
  }

  if (!unitOnly) {
    await step('lint', NPM, ['run', 'lint', '--silent']);
    await step('typecheck', NPM, ['run', 'typecheck', '--silent']);
  }

  for (const ws of UNIT_WORKSPACES.filter((w) => fs.existsSync(path.join(ROOT, w)) && hasTests(w))) {
    const out = path.join(tmp, `${ws.replace(/\W+/g, '_')}.json`);
    console.log(`\n=== ${ws} (jest) ===`);
    // The API's data tests also run against PostgreSQL when one is given for tests.
    const env = ws === 'services' && process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {};
    const { code } = await run(NPM, ['test', '-w', ws, '--', '--ci', '--json', `--outputFile=${out}`], { env });
    let result = null;
    try {
      result = JSON.parse(fs.readFileSync(out, 'utf8'));
    } catch {
      // jest did not get far enough to write its report
    }
    if (result) {
      const counts = jestCounts(result);
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped;
    }
    if (code !== 0 || !result || result.numFailedTests > 0 || result.numRuntimeErrorTestSuites > 0) {
      failures.push(ws);
      if (!result || result.numFailedTests === 0) failed += 1;
    }
  }

  if (!unitOnly) {
    console.log('\n=== build (what changed) ===');
    if (await buildChanged()) passed += 1;
    else {
      failed += 1;
      failures.push('build');
    }
    await step('remote contracts', process.execPath, [path.join(ROOT, 'packages/release/bin/check-contracts.js')]);

    console.log('\n=== e2e (Playwright, composed production build) ===');
    const out = path.join(tmp, 'e2e.json');
    const { code } = await run(NPM, ['test', '-w', 'e2e'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out } });
    let stats = null;
    try {
      stats = JSON.parse(fs.readFileSync(out, 'utf8')).stats;
    } catch {
      // no report
    }
    if (stats) {
      const counts = playwrightCounts(stats);
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped;
    }
    if (code !== 0 || !stats || stats.unexpected > 0) {
      failures.push('e2e');
      if (!stats || stats.unexpected === 0) failed += 1;
    }
  }

  console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nAll suites passed.');
  console.log(summaryLine({ passed, failed, skipped }));
  process.exit(failures.length ? 1 : 0);
}

module.exports = { jestCounts, playwrightCounts, summaryLine };
if (require.main === module) main();
