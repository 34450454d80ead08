#!/usr/bin/env node
'use strict';
// `npm run build`: a fresh production build of every app and the API.
const { buildAll } = require('../src/build');

buildAll({ force: !process.argv.includes('--changed') }).then((ok) => process.exit(ok ? 0 : 1));
