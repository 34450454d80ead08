'use strict';
const webpack = require('webpack');

/**
 * One webpack build of `config`, with the compiler closed after it. Rejects on a fatal error and,
 * unless `allowErrors` (a test that reads the build's errors itself), on a compilation error.
 * @returns {Promise<import('webpack').Stats>}
 */
function compile(config, { allowErrors = false } = {}) {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (!allowErrors && stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(stats);
    }),
  );
}

module.exports = { compile };
