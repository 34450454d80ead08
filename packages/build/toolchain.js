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
  // Its package.json is not among its exports: read it from the folder it is installed in.
  const marker = `${path.sep}node_modules${path.sep}${packageName.split('/').join(path.sep)}${path.sep}`;
  const installedAt = entry.slice(0, entry.lastIndexOf(marker) + marker.length);
  const federationVersion = JSON.parse(fs.readFileSync(path.join(installedAt, 'package.json'), 'utf8')).version;
  return { ModuleFederationPlugin, federationVersion };
}

module.exports = { defaultToolchain, toolchainFrom };
