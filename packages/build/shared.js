'use strict';
const fs = require('fs');
const path = require('path');

/**
 * The modules every front end shares as singletons: exactly one copy of each in the browser,
 * so there is one React, one router context, one emotion cache and theme, and one auth context.
 * react-router-dom itself is not shared: a shared module is provided whole (it cannot be
 * tree-shaken), so the router is shared as @agency/routing, which exports only what the site uses.
 * Sub-path keys ('react/', 'react-dom/', '@emotion/react/') matter: without them
 * react-dom/client or emotion's JSX runtime would be bundled again in each remote.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // The router, through the site's own module: only the parts of react-router-dom the site uses.
  '@agency/routing',
  '@emotion/react',
  '@emotion/react/',
  '@emotion/styled',
  '@emotion/cache',
  '@agency/ui',
  '@agency/platform',
];

/**
 * @param {string} pkg a package name (a trailing `/`: its sub-paths)
 * @param {string} dir the app's folder it is resolved from
 * @returns {string}
 */
function versionOf(pkg, dir) {
  const base = pkg.endsWith('/') ? pkg.slice(0, -1) : pkg;
  // Walk up from the package's entry: some packages do not export their package.json.
  let current = path.dirname(require.resolve(base, { paths: [dir, __dirname] }));
  for (;;) {
    const candidate = path.join(current, 'package.json');
    if (fs.existsSync(candidate)) {
      const pkgJson = JSON.parse(fs.readFileSync(candidate, 'utf8'));
      if (pkgJson.name === base) return pkgJson.version;
    }
    const parent = path.dirname(current);
    if (parent === current) throw new Error(`Cannot find the version of ${base}`);
    current = parent;
  }
}

/**
 * The `shared` option of the federation plugin: every singleton, at the version `dir` builds with.
 * @param {string} dir
 */
function sharedModules(dir) {
  /** @type {Record<string, { singleton: true, version: string, requiredVersion: false, strictVersion: false }>} */
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg, dir);
    shared[pkg] = {
      singleton: true,
      version,
      // No range for the federation runtime to check on every page load: a singleton is used
      // whatever its version, and a mismatch only ever printed a console warning, after the
      // runtime's semver code (a dozen regular expressions built per check) had cost every page
      // a visible share of its main-thread time on a slow phone (CPU profiles). The same rule
      // (the same major) is checked before a release instead, where it can refuse one:
      // `sharedVersionProblems` in contracts/check.js, against the versions each build records.
      requiredVersion: false,
      strictVersion: false,
    };
  }
  return shared;
}

/**
 * {package: version} of the singletons `dir` builds with (sub-path keys left out: same package).
 * @param {string} dir
 * @returns {Record<string, string>}
 */
function sharedVersions(dir) {
  return Object.fromEntries(
    Object.entries(sharedModules(dir))
      .filter(([pkg]) => !pkg.endsWith('/'))
      .map(([pkg, { version }]) => [pkg, version]),
  );
}

module.exports = { sharedModules, sharedVersions, SINGLETONS };
