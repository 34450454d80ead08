'use strict';
const fs = require('fs');
const path = require('path');
const { promisify } = require('util');
const zlib = require('zlib');

/**
 * The one pre-compressor of the repository: the build (packages/build/precompress.js) and a
 * release (packages/release/src/compress.js) write `.br` / `.gz` copies beside built files with
 * it, the gateway keeps its rendered pages compressed with it (packages/gateway/src/pages/page-cache.js),
 * and the gateway (packages/gateway/src/static/precompressed.js) looks for the copies by the same rule.
 */
/** Text types worth compressing; images, fonts (woff2) and media are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|json|svg|txt|map|xml|webmanifest|ico|vtt)$/i;
/** Below this size the headers cost more than compression saves (nginx's gzip_min_length idea). */
const MIN_BYTES = 512;

/** Either encoder's settings (each reads its own fields). */
/** @typedef {zlib.BrotliOptions & zlib.ZlibOptions} CompressOptions */

/**
 * @typedef {object} Encoding
 * @property {'br'|'gzip'} encoding
 * @property {string} suffix the copy's file name is the file's plus this
 * @property {(size: number) => CompressOptions} options its settings for an input of `size` bytes
 * @property {(bytes: Buffer, options: CompressOptions) => Buffer} sync
 * @property {(bytes: Buffer, options: CompressOptions) => Promise<Buffer>} async
 */

/**
 * @typedef {{files: number, written: number, bytes: number, gzipBytes: number, brotliBytes: number}} CompressStats
 */

/**
 * The two copies made, at their best settings: each is compressed once and sent many times, so
 * the slowest setting (brotli 11) costs once and every visitor gets the smallest bytes.
 * @type {Encoding[]}
 */
const ENCODINGS = [
  {
    encoding: 'br',
    suffix: '.br',
    options: (size) => ({
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
    }),
    sync: zlib.brotliCompressSync,
    async: promisify(zlib.brotliCompress),
  },
  { encoding: 'gzip', suffix: '.gz', options: () => ({ level: 9 }), sync: zlib.gzipSync, async: promisify(zlib.gzip) },
];

/**
 * Both encodings of `bytes`, on libuv's thread pool (never on the event loop).
 * @param {Buffer} bytes
 */
async function compressBytes(bytes) {
  /** @type {Partial<Record<Encoding['encoding'], Buffer>>} */
  const out = {};
  for (const { encoding, options, async } of ENCODINGS) out[encoding] = await async(bytes, options(bytes.length));
  return /** @type {{ br: Buffer, gzip: Buffer }} */ (out);
}

/**
 * @param {string} target
 * @param {string} source
 */
function isFresh(target, source) {
  try {
    return fs.statSync(target).mtimeMs >= fs.statSync(source).mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside a compressible file of MIN_BYTES or more, so a server
 * sends them as they are (brotli_static / gzip_static, the gateway) instead of compressing per
 * request. Copies newer than the file are kept; a copy that would not be smaller is not written.
 * Adds to `stats` (see compressDir).
 * @param {string} file
 * @param {CompressStats} [stats]
 * @returns {CompressStats}
 */
function compressFile(file, stats = newStats()) {
  if (!COMPRESSIBLE.test(file)) return stats;
  const size = fs.statSync(file).size;
  if (size < MIN_BYTES) return stats;
  stats.files += 1;
  stats.bytes += size;
  let input = null;
  for (const { encoding, suffix, options, sync } of ENCODINGS) {
    const target = `${file}${suffix}`;
    const key = encoding === 'br' ? 'brotliBytes' : 'gzipBytes';
    if (isFresh(target, file)) {
      stats[key] += fs.statSync(target).size;
      continue;
    }
    input ??= fs.readFileSync(file);
    const encoded = sync(input, options(size));
    if (encoded.length >= size) {
      fs.rmSync(target, { force: true });
      stats[key] += size;
      continue;
    }
    fs.writeFileSync(target, encoded);
    stats[key] += encoded.length;
    stats.written += 1;
  }
  return stats;
}

/** @returns {CompressStats} */
const newStats = () => ({ files: 0, written: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 });

/**
 * @param {string} dir
 * @returns {string[]}
 */
function walkFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walkFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/**
 * compressFile for every file under `dir`.
 * @param {string} dir
 * @returns {CompressStats}
 */
function compressDir(dir) {
  const stats = newStats();
  if (!fs.existsSync(dir)) return stats;
  for (const file of walkFiles(dir)) compressFile(file, stats);
  return stats;
}

module.exports = { COMPRESSIBLE, MIN_BYTES, ENCODINGS, compressBytes, compressFile, compressDir };
