#!/usr/bin/env node
'use strict';
/**
 * One slice's CI, the same steps as its GitHub workflow (.github/workflows/slice.yml), run here
 * without root: no apt, no system packages. `bash .ci/run <slice> [options]`:
 *   --e2e          also the composed smoke e2e (needs Chromium: /usr/bin/chromium or CHROMIUM_PATH)
 *   --step <name>  only that step (install, lint, typecheck, api-contract, test, build, contracts, e2e)
 *   --no-install   skip `npm ci` (a checkout that is already installed from its lock)
 * Lint, type-check, tests and builds go through turbo (turbo.json): what did not change since its
 * last run here is replayed from the local cache.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { findSlice, ROOT } = require('./slices');

/** @typedef {import('./slices').Slice} Slice */

const STEPS = /** @type {const} */ (['install', 'lint', 'typecheck', 'api-contract', 'test', 'build', 'contracts', 'e2e']);
/** @typedef {typeof STEPS[number]} Step */

/**
 * @typedef {object} Options
 * @property {string | null} slice
 * @property {Step[] | null} steps only these steps (all when null)
 * @property {boolean} e2e
 * @property {boolean} install
 */

/**
 * @param {string[]} argv
 * @returns {Options & { steps: Step[] }}
 */
function parse(argv) {
  /** @type {Options} */
  const options = { slice: null, steps: null, e2e: false, install: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--e2e') options.e2e = true;
    else if (arg === '--no-install') options.install = false;
    else if (arg === '--step') options.steps = [/** @type {Step} */ (argv[(i += 1)])];
    else if (arg.startsWith('--step=')) options.steps = [/** @type {Step} */ (arg.slice('--step='.length))];
    else if (!options.slice) options.slice = arg;
    else throw new Error(`unexpected argument "${arg}"`);
  }
  if (!options.slice) throw new Error('usage: bash .ci/run <slice> [--e2e] [--step <name>] [--no-install]');
  for (const step of options.steps || []) if (!STEPS.includes(step)) throw new Error(`unknown step "${step}"; steps: ${STEPS.join(', ')}`);
  const steps = options.steps ?? STEPS.filter((s) => (s === 'install' ? options.install : s === 'e2e' ? options.e2e : true));
  return { ...options, steps };
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {number} its exit code
 */
function sh(command, args, { env = {}, cwd = ROOT } = {}) {
  console.log(`[ci] $ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

/** @type {(args: string[], env?: NodeJS.ProcessEnv) => number} */
const turbo = (args, env = {}) => sh(process.execPath, [path.join(ROOT, 'packages/tools/src/turbo.js'), ...args], { env });

/**
 * The databases the tests use, from TEST_DATABASE_URL and TEST_REDIS_URL (CI's service containers;
 * set them locally to the same effect): given to the test step only, as DATABASE_URL and REDIS_URL,
 * so a data test runs on PostgreSQL and Redis (under CI=true a data test without them fails).
 */
function testServices(env = process.env) {
  /** @type {NodeJS.ProcessEnv} */
  const out = {};
  if (env.TEST_DATABASE_URL) out.DATABASE_URL = env.TEST_DATABASE_URL;
  if (env.TEST_REDIS_URL) out.REDIS_URL = env.TEST_REDIS_URL;
  if (Object.keys(out).length) console.log(`[ci] the tests use ${Object.keys(out).join(' and ')} from TEST_${Object.keys(out).join(' and TEST_')}`);
  return out;
}
/** @param {string[]} folders */
const filters = (folders) => folders.map((f) => `--filter=./${f}`);

/** Where e2e/playwright.config.ts looks for Chromium. */
const hasChromium = () => ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => fs.existsSync(p));

/**
 * Each step: its exit code (0: passed).
 * @type {Record<Step, (slice: Slice) => number>}
 */
const RUN = {
  install: () => sh('npm', ['ci', '--no-audit', '--no-fund']),
  lint: (slice) => turbo(['run', 'lint', ...filters(slice.folders), '--output-logs=new-only']),
  typecheck: (slice) => turbo(['run', 'typecheck', ...filters(slice.folders), '--output-logs=new-only']),
  // Every slice talks to the API through the typed client: services/openapi.json must be what the
  // API describes, and packages/platform/src/api/schema.ts what that file gives (npm run contract).
  'api-contract': () => sh('npm', ['run', 'contract:check']),
  test: (slice) => turbo(['run', 'test', ...filters(slice.folders), '--output-logs=new-only'], testServices()),
  build: (slice) => turbo(['run', 'build', ...filters(slice.build), '--output-logs=new-only']),
  contracts: (slice) => {
    if (slice.contracts.length === 0) {
      console.log(`[ci] ${slice.name} exposes no remote modules: no remote contract to check`);
      return 0;
    }
    // Its consumers and providers as the site runs them: released versions (DEPLOY_DIR, .deploy)
    // where there are any, else built from this checkout (cached by turbo); its own, as just built.
    const others = turbo(['run', 'build', '--filter=./shell', '--filter=./mf-*', '--output-logs=new-only']);
    if (others !== 0) return others;
    const own = slice.contracts.map(({ app, folder }) => `${app}=${folder}/dist`);
    return sh(process.execPath, ['packages/release/bin/check-contracts.js', '--live', ...own]);
  },
  e2e: (slice) => {
    if (!hasChromium()) {
      // GitHub's runners get Playwright's own Chromium (npx playwright install chromium).
      console.log("[ci] no /usr/bin/chromium: Playwright's own Chromium is used (npx playwright install chromium)");
    }
    // Every app and the API first (turbo: only what changed), so the site's start is not bounded by
    // the e2e config's start-up timeout. The config then starts the composed site the way `npm start`
    // does: every other remote at its released version (the deploy folder's remotes.json), else as
    // built here; on E2E_PORT, E2E_API_PORT and E2E_SANDBOX_PORT.
    const built = turbo(['run', 'build', '--output-logs=new-only']);
    if (built !== 0) return built;
    return sh('npx', ['playwright', 'test', ...slice.e2e], { cwd: path.join(ROOT, 'e2e') });
  },
};

function main() {
  let options;
  let sliceDef;
  try {
    options = parse(process.argv.slice(2));
    sliceDef = findSlice(/** @type {string} */ (options.slice));
  } catch (error) {
    console.error(`[ci] ${/** @type {Error} */ (error).message}`);
    return 2;
  }
  const failed = [];
  let passed = 0;
  for (const step of options.steps) {
    console.log(`\n[ci] === ${options.slice}: ${step} ===`);
    if (RUN[step](sliceDef) === 0) passed += 1;
    else {
      failed.push(step);
      // Nothing after a failed install or build can be trusted.
      if (step === 'install' || step === 'build') break;
    }
  }
  console.log(`\n[ci] ${options.slice}: ${failed.length ? `failed: ${failed.join(', ')}` : 'every step passed'}`);
  console.log(`steps: ${passed} passed, ${failed.length} failed`);
  return failed.length ? 1 : 0;
}

module.exports = { parse, testServices, STEPS };
if (require.main === module) process.exit(main());
