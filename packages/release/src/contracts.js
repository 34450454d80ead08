'use strict';
const fs = require('fs');
const path = require('path');
const { ROOT } = require('@agency/gateway/src/apps');

/** The typed contracts of exposed modules (one place for providers and consumers). */
const CONTRACTS_FILE = path.join(ROOT, 'packages', 'platform', 'src', 'remotes', 'contracts.ts');

/**
 * The modules each remote must expose, read from the `RemoteModules` interface of the contracts
 * file ('commerce/PaymentDialog': ... -> commerce exposes ./PaymentDialog).
 * @returns {Record<string, string[]>}
 */
function requiredExposes(contractsFile = CONTRACTS_FILE) {
  const source = fs.readFileSync(contractsFile, 'utf8');
  const body = source.match(/export interface RemoteModules \{([\s\S]*?)\n\}/);
  if (!body) throw new Error(`${contractsFile} has no RemoteModules interface`);
  const required = {};
  for (const [, remote, name] of body[1].matchAll(/^\s*'([a-z][\w-]*)\/([\w-]+)'\s*:/gm)) {
    (required[remote] ??= []).push(name);
  }
  return required;
}

/** Names a build's mf-manifest.json exposes (routes, PaymentDialog, ...). */
function exposedModules(buildDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8'));
  return (manifest.exposes || []).map((e) => String(e.name || e.path || '').replace(/^\.\//, ''));
}

/** What a remote's build misses of its contract: empty when every consumer's import is provided. */
function missingExposes(remote, buildDir, required = requiredExposes()) {
  const exposed = new Set(exposedModules(buildDir));
  return (required[remote] || []).filter((name) => !exposed.has(name));
}

module.exports = { CONTRACTS_FILE, requiredExposes, exposedModules, missingExposes };
