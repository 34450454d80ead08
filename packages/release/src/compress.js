'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const { COMPRESSIBLE, MIN_BYTES } = require('@agency/workspace');

function walkFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walkFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

function isFresh(target, source) {
  try {
    return fs.statSync(target).mtimeMs >= fs.statSync(source).mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Writes <file>.gz (gzip -9) and <file>.br (brotli quality 11) beside every text file, so the
 * server sends them as they are (gzip_static / brotli_static) instead of compressing per request.
 * Skips files whose compressed copies are newer than the file, and copies that would not be smaller.
 *
 * @returns {{files: number, written: number, bytes: number, gzipBytes: number, brotliBytes: number}}
 */
function compressDir(dir) {
  const stats = { files: 0, written: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  if (!fs.existsSync(dir)) return stats;
  for (const file of walkFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const size = fs.statSync(file).size;
    if (size < MIN_BYTES) continue;
    stats.files += 1;
    stats.bytes += size;
    const outputs = [
      [`${file}.gz`, (b) => zlib.gzipSync(b, { level: 9 }), 'gzipBytes'],
      [
        `${file}.br`,
        (b) =>
          zlib.brotliCompressSync(b, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          }),
        'brotliBytes',
      ],
    ];
    let input = null;
    for (const [target, encode, key] of outputs) {
      if (isFresh(target, file)) {
        stats[key] += fs.statSync(target).size;
        continue;
      }
      input ??= fs.readFileSync(file);
      const encoded = encode(input);
      if (encoded.length >= size) {
        fs.rmSync(target, { force: true });
        stats[key] += size;
        continue;
      }
      fs.writeFileSync(target, encoded);
      stats[key] += encoded.length;
      stats.written += 1;
    }
  }
  return stats;
}

module.exports = { compressDir };
