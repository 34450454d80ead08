'use strict';
const path = require('path');
const { compressFile } = require('@agency/workspace');

const PLUGIN = 'PrecompressPlugin';

/**
 * A production browser build writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every
 * text asset it emitted, so whoever serves the build (nginx's brotli_static / gzip_static, the
 * gateway of `npm start`) sends those bytes as they are instead of compressing each request, at a
 * faster setting and bigger, for every visitor. The repository's one pre-compressor
 * (@agency/workspace's compressFile), which a release uses too: the same files, the same settings,
 * and a copy kept only when it is smaller than the file.
 */
class PrecompressPlugin {
/** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      const out = compilation.outputOptions.path || compiler.outputPath;
      for (const { name } of compilation.getAssets()) compressFile(path.join(out, name));
    });
  }
}

function precompressPlugins() {
  return [new PrecompressPlugin()];
}

module.exports = { precompressPlugins, PrecompressPlugin };
