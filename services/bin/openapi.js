#!/usr/bin/env node
'use strict';
/**
 * `npm run openapi -w services`: writes the API contract, services/openapi.json, from the
 * controllers and DTOs (the TypeScript sources, compiled on load; no build, database or settings
 * needed). `--check` writes nothing and fails when the committed file differs.
 * The typed client in packages/platform is generated from this file (npm run api-types -w @agency/platform).
 */
const fs = require('fs');
const path = require('path');
require('../test/support/swc-register.js');

const OUT = path.join(__dirname, '..', 'openapi.json');

async function main() {
  const { contractStaleness, generateOpenApiDocument, stableJson } = require('../src/openapi.ts');
  const text = stableJson(await generateOpenApiDocument());
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : '';
    const stale = contractStaleness(committed, text);
    if (stale) {
      console.error(stale);
      process.exit(1);
    }
    console.log('services/openapi.json matches the API.');
    return;
  }
  fs.writeFileSync(OUT, text);
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
