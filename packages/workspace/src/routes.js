'use strict';
const fs = require('fs');
const path = require('path');
const { ROOT } = require('./apps');

/** The shell's route table (the same JSON file the shell's bundle is built from). */
function loadRouteTable(file = path.join(ROOT, 'shell', 'src', 'routing', 'routes.json')) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Matches react-router style patterns: `:param` is one segment, a trailing `/*` any rest. */
function matches(pattern, pathname) {
  const splat = pattern.endsWith('/*');
  const want = (splat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (splat ? have.length < want.length : have.length !== want.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

function ownerOf(pathname, table) {
  const route = table.owners.find((r) => matches(r.path, pathname));
  return route ? route.remote : null;
}

module.exports = { loadRouteTable, matches, ownerOf };
