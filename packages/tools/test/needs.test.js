'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { jestCounts, summaryLine } = require('../bin/test-all');
const { onPath } = require('../needs');

const FIXTURE = path.join(__dirname, 'fixtures', 'needs');
const JEST = require.resolve('jest/bin/jest');

/**
 * The fixture's tests in a jest of their own, as `npm test` runs a workspace's: its --json report.
 * @param {string} ci the CI variable ('' for a developer's machine)
 */
function runFixture(ci) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'needs-')), 'report.json');
  spawnSync(process.execPath, [JEST, '--ci', '--rootDir', FIXTURE, '--testMatch', '**/*.check.js', '--json', `--outputFile=${out}`], {
    env: { ...process.env, CI: ci },
    encoding: 'utf8',
  });
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

/** @param {any} report */
const messages = (report) => report.testResults.flatMap((file) => file.assertionResults.flatMap((t) => t.failureMessages)).join('\n');

describe('a test that needs a missing tool or service', () => {
  test('under CI=true it fails, naming what is missing; nothing is skipped but the todo', () => {
    const report = runFixture('true');
    expect(jestCounts(report)).toEqual({ passed: 2, failed: 2, skipped: 1 });
    expect(messages(report)).toContain('needs frobnicator (apt-get install -y frobnicator)');
    expect(messages(report)).toContain('needs redis-server (apt-get install -y redis-server)');
  }, 60_000);

  test('outside CI it is skipped, and the summary line counts the skips', () => {
    const report = runFixture('');
    expect(jestCounts(report)).toEqual({ passed: 2, failed: 0, skipped: 3 });
    expect(summaryLine(jestCounts(report))).toBe('tests: 2 passed, 0 failed, 3 skipped');
  }, 60_000);
});

test('a tool is found on PATH, as a shell finds it, and not when PATH lacks its folder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'needs-path-'));
  fs.writeFileSync(path.join(dir, 'kubectl'), '#!/bin/sh\n', { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'not-executable'), '', { mode: 0o644 });
  expect(onPath('kubectl', { PATH: `/nonexistent${path.delimiter}${dir}` })).toBe(path.join(dir, 'kubectl'));
  expect(onPath('kubectl', { PATH: '/nonexistent' })).toBeUndefined();
  expect(onPath('not-executable', { PATH: dir })).toBeUndefined();
});
