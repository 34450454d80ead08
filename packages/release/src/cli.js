// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { findRemote } = require('./deploy-state');

/**
 * A command line's options: `_` the positional arguments, every other key an option's value
 * (true for a flag given without one).
 * @typedef {{ _: string[], [option: string]: string | true | string[] | undefined }} Args
 */

/**
 * --name value / --name=value / --flag pairs into an object; the rest are positional.
 * @param {string[]} argv
 * @returns {Args}
 */
function parseArgs(argv) {
  /** @type {Args} */
  const options = { _: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      options._.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split(/=(.*)/s);
    if (inline !== undefined) options[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) options[key] = argv[++i];
    else options[key] = true;
  }
  return options;
}

/**
 * An option that takes a value: its value, or undefined when not given.
 * @param {Args} options
 * @param {string} name
 * @returns {string | undefined}
 */
function stringOption(options, name) {
  const value = options[name];
  if (value !== undefined && typeof value !== 'string') throw new Error(`--${name} takes a value`);
  return value;
}

/**
 * The remote to act on: --remote, else the workspace npm runs the script in
 * (`npm run release -w mf-blog` runs it with mf-blog as the working directory).
 * @param {Args} options
 */
function remoteFromContext(options) {
  if (options.remote) return findRemote(String(options.remote));
  const pkgFile = path.join(process.cwd(), 'package.json');
  const name = process.env.npm_package_name || (fs.existsSync(pkgFile) && JSON.parse(fs.readFileSync(pkgFile, 'utf8')).name);
  if (!name) throw new Error('which remote? run it as `npm run release -w mf-blog` or pass --remote blog');
  return findRemote(name);
}

/** @param {unknown} error what was thrown (an Error) */
function fail(error) {
  console.error(`✗ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

module.exports = { parseArgs, stringOption, remoteFromContext, fail };
