'use strict';
const fs = require('fs');
const path = require('path');
const { FRONTENDS, workspaceFolders } = require('@agency/workspace');

/**
 * The slices a team owns, each with its own CI workflow (.github/workflows/<slice>.yml calling
 * .github/workflows/slice.yml) and `bash .ci/run <slice>`. The shared packages a slice uses come
 * from its package.json (@agency/* dependencies, followed through), so its workflow's `paths:`
 * filter follows what it really imports.
 */
const ROOT = path.resolve(__dirname, '..', '..');

/** Files every slice's build and checks read: a change to them runs every slice's CI. */
const COMMON_PATHS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'eslint.config.mjs',
  'turbo.json',
  '.ci/**',
  'packages/ci/**',
  'packages/tools/**',
  '.github/workflows/slice.yml',
];

/** What the composed smoke e2e needs besides the slice's own specs. */
const E2E_PATHS = ['e2e/package.json', 'e2e/playwright.config.ts', 'e2e/tsconfig.json', 'e2e/support/**'];

/** Each front end (packages/workspace's list of apps) is a slice named after its folder, with its e2e specs. */
const FRONT_ENDS = FRONTENDS.map((app) => ({ slice: app.dir, app: app.name, e2e: [`tests/${app.name}`] }));

/**
 * @param {string} file a path from the repository root
 * @returns {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string>, peerDependencies?: Record<string, string> }}
 */
function readJson(file) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
}

/**
 * The workspace folders a folder depends on, directly or through another workspace package.
 * @param {string} folder
 * @param {Record<string, string>} [folders] workspace folders by package name
 * @returns {string[]}
 */
function sharedFolders(folder, folders = workspaceFolders()) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} dir */
  const visit = (dir) => {
    const pkg = readJson(`${dir}/package.json`);
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies })) {
      const dep = folders[name];
      if (dep && !seen.has(dep)) {
        seen.add(dep);
        visit(dep);
      }
    }
  };
  visit(folder);
  seen.delete(folder);
  return [...seen].sort();
}

/**
 * @typedef {object} Slice
 * @property {string} name      the slice (= its workflow's file name)
 * @property {string[]} folders the workspace folders it owns (linted, type-checked, tested, built)
 * @property {string[]} build   the folders whose build it checks (a change to packages rebuilds every front end)
 * @property {{app: string, folder: string}[]} contracts the front ends whose new build is checked against the others
 * @property {string[]} e2e     its composed smoke e2e (specs under e2e/)
 * @property {string[]} paths   its workflow's `paths:` filter
 * @property {('postgres'|'redis')[]} services what its tests need running beside them (GitHub Actions
 *   `services:` in CI): under CI=true a test whose service is missing fails, it never skips
 */

/** @returns {Slice[]} */
function slices() {
  const folders = workspaceFolders();
  const packages = Object.values(folders).filter((f) => f.startsWith('packages/')).sort();
  /** @type {(Omit<Slice, 'paths'> & { shared: string[] })[]} */
  const frontEnds = FRONT_ENDS.map(({ slice, app, e2e }) => ({
    name: slice,
    folders: [slice],
    build: [slice],
    contracts: [{ app, folder: slice }],
    e2e,
    shared: sharedFolders(slice, folders),
    // The back office's failed-mail spec runs the site on PostgreSQL.
    services: slice === 'mf-admin' ? ['postgres'] : [],
  }));
  /** @type {(Omit<Slice, 'paths'> & { shared: string[] })[]} */
  const all = [
    ...frontEnds,
    {
      name: 'services',
      folders: ['services'],
      build: ['services'],
      contracts: [],
      e2e: ['tests/api'],
      shared: sharedFolders('services', folders),
      services: ['postgres', 'redis'],
    },
    {
      name: 'packages',
      folders: packages,
      // Every front end is built from these packages: each build and every contract is checked.
      build: FRONT_ENDS.map((f) => f.slice),
      contracts: FRONT_ENDS.map((f) => ({ app: f.app, folder: f.slice })),
      e2e: ['tests/shell', 'tests/platform/release.spec.ts'],
      shared: [],
      // The gateway's shared render budget is tested on Redis.
      services: ['redis'],
    },
  ];
  return all.map(({ shared, ...slice }) => ({
    ...slice,
    paths: [
      ...new Set([
        ...slice.folders.map((f) => `${f}/**`),
        ...shared.map((f) => `${f}/**`),
        ...slice.e2e.map((spec) => (spec.endsWith('.ts') ? `e2e/${spec}` : `e2e/${spec}/**`)),
        ...E2E_PATHS,
        ...COMMON_PATHS,
        `.github/workflows/${slice.name}.yml`,
      ]),
    ],
  }));
}

/**
 * @param {string} name
 * @returns {Slice}
 */
function findSlice(name) {
  const slice = slices().find((s) => s.name === name);
  if (!slice) throw new Error(`unknown slice "${name}"; known: ${slices().map((s) => s.name).join(', ')}`);
  return slice;
}

module.exports = { slices, findSlice, sharedFolders, workspaceFolders, FRONT_ENDS, ROOT };
