'use strict';
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');
const { ROOT } = require('./apps');

const SKIP = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results']);

function* walk(target) {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    yield target;
    return;
  }
  for (const entry of fs.readdirSync(target, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(entry.name)) continue;
    yield* walk(path.join(target, entry.name));
  }
}

/** A hash of everything a build reads, so `npm start` rebuilds exactly the apps whose inputs changed. */
function inputsHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of walk(path.join(ROOT, input))) {
      hash.update(path.relative(ROOT, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const STAMP = '.build-inputs';

function isFresh(outDir, hash) {
  try {
    return fs.readFileSync(path.join(ROOT, outDir, STAMP), 'utf8') === hash;
  } catch {
    return false;
  }
}

function markFresh(outDir, hash) {
  fs.writeFileSync(path.join(ROOT, outDir, STAMP), hash);
}

module.exports = { inputsHash, isFresh, markFresh };
