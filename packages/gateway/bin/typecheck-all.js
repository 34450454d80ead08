#!/usr/bin/env node
'use strict';
// `npm run typecheck`: tsc --noEmit for every TypeScript workspace (strict, from tsconfig.base.json).
const fs = require('fs');
const path = require('path');
const { ROOT } = require('../src/apps');
const { run, pool } = require('../src/run');

const workspaces = ['packages/ui', 'packages/platform', 'shell', 'mf-marketing', 'mf-portfolio', 'mf-blog', 'mf-commerce', 'mf-assistant', 'services', 'packages/payment-sandbox', 'e2e'].filter(
  (ws) => fs.existsSync(path.join(ROOT, ws, 'tsconfig.json')),
);
const tsc = require.resolve('typescript/bin/tsc');

pool(workspaces, 2, async (ws) => {
  const { code, output } = await run(process.execPath, [tsc, '-p', path.join(ws, 'tsconfig.json'), '--noEmit'], { quiet: true });
  console.log(`[typecheck] ${ws}: ${code === 0 ? 'ok' : 'FAILED'}`);
  if (code !== 0) console.log(output);
  return code === 0;
}).then((results) => process.exit(results.every(Boolean) ? 0 : 1));
