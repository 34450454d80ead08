'use strict';
const zlib = require('zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { COMPRESSIBLE, MIN_BYTES } = require('@agency/workspace');

/**
 * A production browser build writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every
 * text asset, so whoever serves the build (nginx's brotli_static / gzip_static, the gateway of
 * `npm start`) sends those bytes as they are instead of compressing each request.
 *
 * Per request the gateway's compression ran at brotli's fast setting: the start-up scripts of `/`
 * went out at 25.5 (main), 70.7 (vendor) and 23.4 KB (agency) against 22.0, 60.4 and 20.2 KB at
 * quality 11, about 14 % more on a visitor's slow network, and every first load cost the server
 * the compression of about 500 KB again. The same files as the release's pre-compression
 * (@agency/workspace's COMPRESSIBLE, MIN_BYTES), and as there a copy is kept only when it is
 * smaller than the file.
 */
function precompressPlugins() {
  const common = { test: COMPRESSIBLE, threshold: MIN_BYTES, minRatio: 1 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz' }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } },
      filename: '[path][base].br',
    }),
  ];
}

module.exports = { precompressPlugins };
