'use strict';
const fs = require('fs');
const path = require('path');
const { findRemote } = require('./deploy-state');

/** --name value / --name=value / --flag pairs into an object; the rest are positional. */
function parseArgs(argv) {
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
 * The remote to act on: --remote, else the workspace npm runs the script in
 * (`npm run release -w mf-blog` runs it with mf-blog as the working directory).
 */
function remoteFromContext(options) {
  if (options.remote) return findRemote(String(options.remote));
  const pkgFile = path.join(process.cwd(), 'package.json');
  const name = process.env.npm_package_name || (fs.existsSync(pkgFile) && JSON.parse(fs.readFileSync(pkgFile, 'utf8')).name);
  if (!name) throw new Error('which remote? run it as `npm run release -w mf-blog` or pass --remote blog');
  return findRemote(name);
}

function fail(error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}

module.exports = { parseArgs, remoteFromContext, fail };
