#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * Pre-compresses the text assets of build folders (.gz and .br beside each file) for nginx's
 * gzip_static / brotli_static. No arguments: the shell's and every remote's dist/.
 *   node packages/release/bin/compress.js [folder ...]
 */
const path = require('path');
const { buildFolders } = require('../src/nginx/native');
const { compressDir } = require('../src/compress');

const args = process.argv.slice(2);
const { shell, remotes } = buildFolders();
const folders = args.length ? args.map((a) => path.resolve(a)) : [shell, ...Object.values(remotes)];
/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const dir of folders) {
  const started = Date.now();
  const s = compressDir(dir);
  console.log(
    `[compress] ${path.relative(process.cwd(), dir) || dir}: ${s.files} files, ${kb(s.bytes)} -> gzip ${kb(s.gzipBytes)}, brotli ${kb(s.brotliBytes)} (${s.written} written, ${Date.now() - started} ms)`,
  );
}
