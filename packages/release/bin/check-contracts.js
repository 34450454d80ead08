#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * Checks the remote contracts between the builds: every front end's build must carry its
 * mf-contract.json (written by its production build from its TypeScript types), every module
 * (with its props) that the shell or a remote imports must be exposed by that remote's build, and
 * every name a remote uses from the shared packages (@agency/ui, platform, routing) must be
 * exported by the shell's build, which provides them.
 *   node packages/release/bin/check-contracts.js                 every app's build in this checkout
 *   node packages/release/bin/check-contracts.js --live          as the site runs: released versions (DEPLOY_DIR), else this checkout's
 *   node packages/release/bin/check-contracts.js blog=<dir> ...  these build folders in place of those apps'
 */
const fs = require('fs');
const path = require('path');
const { ROOT, FRONTENDS, HOST } = require('@agency/workspace');
const { checkImports, sharedProblems } = require('@agency/build/contracts/check');
const { CONTRACT_FILE, workspaceContracts, liveContracts } = require('@agency/build/contracts/providers');
const { buildContract } = require('../src/contracts');

const args = process.argv.slice(2);
const contracts = args.includes('--live') ? liveContracts({ root: ROOT }) : workspaceContracts(ROOT);
let failed = false;
for (const arg of args.filter((a) => a.includes('='))) {
  const [name, dir] = arg.split('=');
  const contract = buildContract(path.resolve(dir));
  if (!contract) {
    console.error(`✗ ${name}: no ${CONTRACT_FILE} in ${dir}`);
    failed = true;
  } else contracts[name] = { ...contract, name, source: dir };
}

for (const app of FRONTENDS) {
  const contract = contracts[app.name];
  if (!contract) {
    const built = fs.existsSync(path.join(ROOT, app.dir, 'dist'));
    console.error(`✗ ${app.name}: no ${CONTRACT_FILE} (${built ? `${app.dir}/dist was built without it: rebuild` : `${app.dir} is not built`})`);
    failed = true;
    continue;
  }
  const { problems, missing } = checkImports(contract, contracts);
  // The shell provides the shared packages: each remote's use of them against its exports.
  if (app !== HOST) problems.push(...sharedProblems(contract, contracts[HOST.name]));
  for (const problem of problems) console.error(`✗ ${problem} (${contract.source})`);
  failed ||= problems.length > 0 || missing.length > 0;
  if (missing.length) console.error(`✗ ${app.name} imports from ${missing.join(', ')}, which has no contract here`);
  const exposes = Object.keys(contract.exposes || {}).map((m) => `./${m}`);
  if (!problems.length && !missing.length) {
    console.log(`✓ ${app.name}: exposes ${exposes.join(', ') || 'nothing'}; imports ${Object.keys(contract.imports || {}).join(', ') || 'nothing'} as provided`);
  }
}
process.exit(failed ? 1 : 0);
