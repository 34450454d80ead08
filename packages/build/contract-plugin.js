'use strict';
const path = require('path');
const { analyzeApp, contractJson } = require('./contracts/analyze');
const { importProblems } = require('./contracts/check');
const { CONTRACT_FILE, liveContracts } = require('./contracts/providers');
const { sharedVersions } = require('./shared');

const PLUGIN = 'RemoteContractPlugin';


/**
 * Emits the app's remote contract (mf-contract.json: what it exposes with each module's props,
 * and what it imports from other remotes) from its TypeScript types, and fails the build when a
 * remote it imports from, as the composed site runs it (released version, else this checkout's
 * build), no longer exposes that module or accepts those props. A remote with no contract found
 * yet is checked after every build by `node packages/release/bin/check-contracts.js`.
 */
class RemoteContractPlugin {
  /**
   * `federationRuntime`: the @module-federation version the build runs on (./toolchain.js). A
   * remote's browser build uses the shell's runtime-core (webpack.js), so the release tool refuses
   * one built on another major than the live shell's (contracts/check.js).
   * @param {{dir: string, name: string, exposes?: Record<string, string>, root?: string, providesShared?: boolean, federationRuntime: string}} options
   */
  constructor(options) {
    this.options = { root: path.resolve(options.dir, '..'), ...options };
  }

/** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        /** @param {string} message */
        const fail = (message) => compilation.errors.push(new WebpackError(`[remote contract] ${message}`));
        let contract;
        try {
          contract = analyzeApp(this.options);
        } catch (error) {
          fail(/** @type {Error} */ (error).message);
          return;
        }
        contract.problems.forEach(fail);
        contract.shared.runtime = this.options.federationRuntime;
        // The singletons' versions this build runs with: a release checks them against the shell's.
        contract.shared.versions = sharedVersions(this.options.dir);
        compilation.emitAsset(CONTRACT_FILE, new sources.RawSource(`${JSON.stringify(contractJson(contract), null, 2)}\n`));
        const { name } = this.options;
        const providers = liveContracts({ root: this.options.root });
        for (const [id, expected] of Object.entries(contract.imports)) {
          const provider = providers[id.split('/')[0]];
          for (const problem of importProblems(name, id, expected, provider)) fail(`${problem} (checked against ${provider.source})`);
        }
      });
    });
  }
}

module.exports = { RemoteContractPlugin };
