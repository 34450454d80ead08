'use strict';
const fs = require('fs');
const path = require('path');

/**
 * @typedef {object} Toolchain What an app is built with.
 * @property {new (options: import('@module-federation/enhanced').moduleFederationPlugin.ModuleFederationPluginOptions) => import('webpack').WebpackPluginInstance} ModuleFederationPlugin
 *   module federation's webpack plugin (from its enhanced package)
 * @property {string} federationVersion that package's version, recorded in the build's contract
 *   (the release tool compares its major with the live shell's: contracts/check.js).
 */

/**
 * The module federation plugin every app builds with, from this repository's own dependencies.
 * A team may build its remote with another minor or patch version than the shell's: the
 * version-skew test builds mf-blog with the versions aliased in fixtures/version-skew.
 * @returns {Toolchain}
 */
function defaultToolchain() {
  return toolchainFrom('@module-federation/enhanced');
}

/**
 * The toolchain from an installed copy of @module-federation/enhanced, by the name it is installed
 * under (an npm alias such as `@module-federation/enhanced-skew` works too).
 * @param {string} packageName
 * @param {string} [from] where to resolve it from
 * @returns {Toolchain}
 */
function toolchainFrom(packageName, from = __dirname) {
  const entry = require.resolve(`${packageName}/webpack`, { paths: [from] });
  const { ModuleFederationPlugin } = require(entry);
  return { ModuleFederationPlugin, federationVersion: installedVersion(entry, '@module-federation/enhanced') };
}

/**
 * The version of the installed package a resolved file belongs to: the `version` of the nearest
 * package manifest above it that carries the package's own name (npm's record of what is installed,
 * read as a file; no module of the package is imported, so its `exports` are not bypassed).
 * @param {string} file a file resolved through one of the package's exports
 * @param {string} name the package's own name (an alias is installed under another folder name)
 * @returns {string}
 */
function installedVersion(file, name) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name: found, version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (found === name && typeof version === 'string') return version;
  }
  throw new Error(`no package.json of ${name} above ${file}`);
}

module.exports = { defaultToolchain, toolchainFrom };
