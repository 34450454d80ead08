'use strict';
const fs = require('fs');
const path = require('path');
const { ROOT } = require('./apps');
const { matches, ownerOf } = require('./route-match');

/** The shell's route table (the same JSON file the shell's bundle is built from). */
function loadRouteTable(file = path.join(ROOT, 'shell', 'src', 'routing', 'routes.json')) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

module.exports = { loadRouteTable, matches, ownerOf };
