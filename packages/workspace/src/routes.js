'use strict';
const fs = require('fs');
const path = require('path');
const { ROOT } = require('./apps');
const { matches, ownerOf } = require('./route-match');

/**
 * @typedef {object} RouteTable
 * @property {ReadonlyArray<{ path: string, remote: string }>} owners
 * @property {Readonly<Record<string, string>>} redirects
 */

/**
 * The shell's route table (the same JSON file the shell's bundle is built from).
 * @returns {RouteTable}
 */
function loadRouteTable(file = path.join(ROOT, 'shell', 'src', 'routing', 'routes.json')) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

module.exports = { loadRouteTable, matches, ownerOf };
