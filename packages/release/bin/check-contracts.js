#!/usr/bin/env node
'use strict';
/**
 * Fails when a remote's build stops exposing a module that the shell or another remote imports,
 * as listed in packages/platform/src/remotes/contracts.ts (RemoteModules). Run after the builds:
 *   node packages/release/bin/check-contracts.js            every remote's dist/
 *   node packages/release/bin/check-contracts.js blog=<dir> one build folder
 * (The props of those modules are checked by the type-checker: each remote's contract.check.ts.)
 */
const fs = require('fs');
const path = require('path');
const { ROOT, REMOTES } = require('@agency/gateway/src/apps');
const { requiredExposes, missingExposes } = require('../src/contracts');

const required = requiredExposes();
const targets = process.argv.slice(2).length
  ? process.argv.slice(2).map((arg) => {
      const [name, dir] = arg.split('=');
      return { name, dir: path.resolve(dir) };
    })
  : REMOTES.map((r) => ({ name: r.name, dir: path.join(ROOT, r.dir, 'dist') }));

let failed = false;
for (const { name, dir } of targets) {
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) {
    console.error(`✗ ${name}: no build at ${path.relative(ROOT, dir)} (mf-manifest.json missing)`);
    failed = true;
    continue;
  }
  const missing = missingExposes(name, dir, required);
  if (missing.length) {
    console.error(`✗ ${name}: does not expose ${missing.map((m) => `./${m}`).join(', ')} (required by contracts.ts)`);
    failed = true;
  } else {
    console.log(`✓ ${name}: exposes ${(required[name] || []).map((m) => `./${m}`).join(', ') || 'nothing required'}`);
  }
}
process.exit(failed ? 1 : 0);
