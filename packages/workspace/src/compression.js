'use strict';

/**
 * Which built files get `.br` / `.gz` copies beside them: the build (packages/build/precompress.js)
 * and a release (packages/release/src/compress.js) write them, and the gateway
 * (packages/gateway/src/precompressed.js) looks for them, so all three follow this one rule.
 */
/** Text types worth compressing; images, fonts (woff2) and media are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|json|svg|txt|map|xml|webmanifest|ico|vtt)$/i;
/** Below this size the headers cost more than compression saves (nginx's gzip_min_length idea). */
const MIN_BYTES = 512;

module.exports = { COMPRESSIBLE, MIN_BYTES };
