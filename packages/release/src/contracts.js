// @ts-check
'use strict';
const path = require('path');
const { ROOT, HOST } = require('@agency/workspace');
const { importProblems, sharedProblems } = require('@agency/build/contracts/check');
const { CONTRACT_FILE, liveContracts, readJson } = require('@agency/build/contracts/providers');

/**
 * Remote contracts between builds: each front end's production build writes mf-contract.json
 * (what it exposes, with each module's props, and what it imports), generated from its TypeScript
 * types by @agency/build. A remote's build is checked against the imports of its consumers as
 * the site runs them: each at its released version, else this checkout's build.
 */

/** @typedef {import('@agency/build/contracts/providers').Contract} Contract */

/**
 * The contract a build folder carries (null when it has none).
 * @param {string} buildDir
 * @returns {Contract | null}
 */
function buildContract(buildDir) {
  return readJson(path.join(buildDir, CONTRACT_FILE));
}

/**
 * The live contracts (released, else this checkout's builds) of the apps importing from `remote`.
 * @param {string} remote
 * @param {string | undefined} deployDir
 * @param {Record<string, Contract>} [contracts]
 * @returns {Contract[]}
 */
function liveConsumers(remote, deployDir, contracts = liveContracts({ root: ROOT, deployDir })) {
  return Object.values(contracts).filter((c) => c.name !== remote && Object.keys(c.imports || {}).some((id) => id.startsWith(`${remote}/`)));
}

/**
 * What a release of `remote` is checked against, from one read of the live contracts: the apps
 * importing from it, and the shell, which provides the shared packages and the federation runtime
 * to every remote (null: none found).
 * @param {string} remote
 * @param {string} [deployDir]
 * @returns {{ required: Contract[], host: Contract | null }}
 */
function liveSite(remote, deployDir) {
  const contracts = liveContracts({ root: ROOT, deployDir });
  return { required: liveConsumers(remote, deployDir, contracts), host: contracts[HOST.name] || null };
}

/**
 * What a remote's build breaks (empty: nothing): its consumers' imports of its modules, and its own
 * use of shared-package names the live shell does not provide.
 * @param {string} remote   federation name (commerce)
 * @param {string} buildDir the build folder (holds mf-contract.json)
 * @param {Contract[]} consumers their contracts
 * @param {Contract|null} [host] the live shell's contract
 * @returns {string[]}
 */
function contractProblems(remote, buildDir, consumers, host = null) {
  const provider = buildContract(buildDir);
  if (!provider) return [`${remote}'s build has no ${CONTRACT_FILE}; rebuild it (npm run build -w <its folder>)`];
  return [
    ...consumers.flatMap((consumer) =>
      Object.entries(consumer.imports || {})
        .filter(([id]) => id.split('/')[0] === remote)
        .flatMap(([id, expected]) => importProblems(consumer.name, id, expected, provider)),
    ),
    ...sharedProblems({ ...provider, name: remote }, host),
  ];
}

module.exports = { CONTRACT_FILE, buildContract, liveConsumers, liveSite, contractProblems };
