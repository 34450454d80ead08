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

function sharedModules(dir) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg, dir);
    const major = version.split('.')[0];
    shared[pkg] = {
      singleton: true,
      version,
      // Workspace packages move together inside one major; libraries accept the same major.
      requiredVersion: `^${major}.0.0`,
      strictVersion: false,
    };
  }
  return shared;
}

module.exports = { sharedModules, SINGLETONS };
