#!/usr/bin/env node
'use strict';
/**
 * Writes types/ (the .d.ts files TypeScript callers such as the API import) from the JSDoc of src/,
 * with tsc. `--check`: fails when types/ differs from what src/ gives (CI, `npm run typecheck`).
 */
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const check = process.argv.includes('--check');
const out = check ? fs.mkdtempSync(path.join(os.tmpdir(), 'server-kit-types-')) : path.join(ROOT, 'types');
const tsc = require.resolve('typescript/bin/tsc');
const files = fs.readdirSync(path.join(ROOT, 'src')).filter((f) => f.endsWith('.js')).map((f) => path.join(ROOT, 'src', f));
try {
  if (!check) fs.rmSync(out, { recursive: true, force: true });
  execFileSync(process.execPath, [tsc, '--allowJs', '--checkJs', '--resolveJsonModule', '--strict', '--declaration', '--emitDeclarationOnly', '--skipLibCheck', '--module', 'commonjs', '--moduleResolution', 'node10', '--target', 'es2022', '--types', 'node', '--outDir', out, ...files], { stdio: 'inherit' });
  if (check) {
    const names = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
    const stale = [...new Set([...names(out), ...names(path.join(ROOT, 'types'))])].filter((name) => {
      const a = path.join(out, name);
      const b = path.join(ROOT, 'types', name);
      return !fs.existsSync(a) || !fs.existsSync(b) || fs.readFileSync(a, 'utf8') !== fs.readFileSync(b, 'utf8');
    });
    if (stale.length) {
      console.error(`types/ is out of date (${stale.join(', ')}): run npm run types -w @agency/server-kit`);
      process.exitCode = 1;
    }
  }
} finally {
  if (check) fs.rmSync(out, { recursive: true, force: true });
}
