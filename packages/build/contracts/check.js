'use strict';

/**
 * Compares what a consumer imports with what a provider's build exposes, both read from their
 * mf-contract.json (see analyze.js), so builds and releases of different versions can be checked
 * against each other without the compiler.
 */

/** @typedef {import('./providers').Contract} Contract */
/** @typedef {import('./providers').ModuleContract} ModuleContract */

/**
 * Top-level members of a type's text ("string | null" -> ["string", "null"]), outside brackets.
 * @param {string} text
 */
function unionMembers(text) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if ('([{<'.includes(c)) depth += 1;
    if (')]}>'.includes(c) && text[i - 1] !== '=') depth -= 1;
    if (depth === 0 && text.startsWith(' | ', i)) {
      parts.push(current);
      current = '';
      i += 2;
      continue;
    }
    current += c;
  }
  parts.push(current);
  return parts.map((p) => p.trim());
}

/**
 * A provider's prop type accepts the consumer's when equal, or a union holding all its members.
 * @param {string} providerType
 * @param {string} consumerType
 */
function acceptsType(providerType, consumerType) {
  if (providerType === consumerType) return true;
  const accepted = new Set(unionMembers(providerType));
  return unionMembers(consumerType).every((member) => accepted.has(member));
}

/**
 * Problems of one import: `id` ("commerce/PaymentDialog") as `consumer` expects it, against the
 * provider's contract (null: no contract of that remote was found).
 * @param {string} consumer
 * @param {string} id
 * @param {ModuleContract} expected
 * @param {Contract | null | undefined} provider
 * @returns {string[]}
 */
function importProblems(consumer, id, expected, provider) {
  const [remote, moduleName] = id.split('/');
  if (!provider) return [];
  const exposed = provider.exposes[moduleName];
  if (!exposed) return [`${remote} does not expose ./${moduleName}, which ${consumer} imports`];
  /** @type {string[]} */
  const problems = [];
  const what = `${remote}'s ./${moduleName}`;
  for (const [prop, spec] of Object.entries(exposed.props)) {
    const passed = expected.props[prop];
    if (spec.required && !passed) problems.push(`${what} requires the prop ${prop}, which ${consumer} does not pass`);
    else if (spec.required && !passed.required) problems.push(`${what} requires the prop ${prop}, which ${consumer} may leave out`);
  }
  for (const [prop, spec] of Object.entries(expected.props)) {
    const accepted = exposed.props[prop];
    if (!accepted) problems.push(`${what} no longer accepts the prop ${prop}, which ${consumer} passes`);
    else if (!acceptsType(accepted.type, spec.type)) {
      problems.push(`${what} takes ${prop} as ${accepted.type}; ${consumer} passes ${spec.type}`);
    }
  }
  return problems;
}

/**
 * Every problem of a consumer's imports against the providers' contracts (by remote name).
 * A provider with no contract found is not checked here: `missing` names it.
 * @param {Contract} consumer
 * @param {Record<string, Contract>} providers
 * @returns {{problems: string[], missing: string[]}}
 */
function checkImports(consumer, providers) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Set<string>} */
  const missing = new Set();
  for (const [id, expected] of Object.entries(consumer.imports || {})) {
    const remote = id.split('/')[0];
    const provider = providers[remote] || null;
    if (!provider) missing.add(remote);
    problems.push(...importProblems(consumer.name, id, expected, provider));
  }
  return { problems, missing: [...missing] };
}

/**
 * What a build uses of the site's shared packages (@agency/ui, platform, routing) that the shell
 * providing them does not export. The shell provides those packages to every remote as
 * singletons, so a remote released with a newer package than the live shell's (a new component,
 * a renamed helper) would read `undefined` at run time and its pages would fail. Names are
 * compared, not their types; a namespace import ("*") is not checked. Either contract without its
 * side (an older build) is not checked. The federation runtime is provided by the shell too and
 * is compared by version, and so are the singletons' (sharedVersionProblems).
 * @param {Contract} consumer
 * @param {Contract | null | undefined} host
 * @returns {string[]}
 */
function sharedProblems(consumer, host) {
  return [...runtimeProblems(consumer, host), ...sharedVersionProblems(consumer, host), ...sharedNameProblems(consumer, host)];
}

/**
 * "19.2.0" and "19.0.1" go together, as a caret range would have it ("0.3.x": the minor too).
 * @param {string} a
 * @param {string} b
 */
function sameLine(a, b) {
  const [aMajor, aMinor] = a.split('.');
  const [bMajor, bMinor] = b.split('.');
  return aMajor === bMajor && (aMajor !== '0' || aMinor === bMinor);
}

/**
 * A singleton (React, emotion, the site's packages) is used in the shell's version whatever the
 * remote was built with; the browser no longer checks it (shared.js), so a release does: a remote
 * built against another major than the live shell provides is refused. Either side without the
 * versions (an older build) is not checked.
 * @param {Contract} consumer
 * @param {Contract | null | undefined} host
 * @returns {string[]}
 */
function sharedVersionProblems(consumer, host) {
  const needs = consumer?.shared?.versions;
  const has = host?.shared?.versions;
  if (!host || !needs || !has) return [];
  /** @type {(value: unknown) => value is Record<string, string>} */
  const isVersionMap = (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
  if (!isVersionMap(needs)) return [`${consumer.name}'s mf-contract.json has no versions at shared.versions: rebuild it`];
  if (!isVersionMap(has)) return [`${host.name || 'the shell'}'s mf-contract.json has no versions at shared.versions: rebuild it`];
  return Object.entries(needs)
    .filter(([pkg, version]) => has[pkg] !== undefined && !sameLine(version, has[pkg]))
    .map(
      ([pkg, version]) =>
        `${consumer.name} was built with ${pkg} ${version}, the shell (${host.source || 'its build'}) provides ${has[pkg]}: deploy a shell built with ${pkg} ${version.split('.')[0]}.x first, or a build of ${consumer.name} with the shell's`,
    );
}

/**
 * A remote uses the shell's federation runtime-core and its own bundler runtime (webpack.js), so
 * it may be built with another minor or patch version of @module-federation than the shell
 * (e2e/tests/platform/version-skew.spec.ts shows one), but not another major: module federation
 * promises the runtime's API within a major only. Either side without the version (an older
 * build) is not checked.
 * @param {Contract} consumer
 * @param {Contract | null | undefined} host
 * @returns {string[]}
 */
function runtimeProblems(consumer, host) {
  const needs = consumer?.shared?.runtime;
  const has = host?.shared?.runtime;
  if (!host || typeof needs !== 'string' || typeof has !== 'string' || sameLine(needs, has)) return [];
  return [
    `${consumer.name} was built with the federation runtime ${needs}, the shell (${host.source || 'its build'}) provides ${has}: deploy a shell built with @module-federation ${needs.split('.')[0]}.x first, or a build of ${consumer.name} with the shell's major`,
  ];
}

/**
 * @param {Contract} consumer
 * @param {Contract | null | undefined} host
 * @returns {string[]}
 */
function sharedNameProblems(consumer, host) {
  const provides = host?.shared?.provides;
  const uses = consumer?.shared?.uses;
  if (!host || !provides || !uses) return [];
  // A contract file is read from a build or release folder: a hand-edited or truncated one gets a
  // plain message, not a crash of the release tool.
  /** @type {(value: unknown) => value is string[]} */
  const isNameList = (value) => Array.isArray(value) && value.every((n) => typeof n === 'string');
  /** @type {(who: string, field: string) => string} */
  const malformed = (who, field) => `${who}'s mf-contract.json has no list of names at ${field}: rebuild it`;
  if (typeof uses !== 'object') return [malformed(consumer.name, 'shared.uses')];
  if (typeof provides !== 'object') return [malformed(host.name || 'the shell', 'shared.provides')];
  /** @type {Record<string, unknown>} */
  const provided = /** @type {Record<string, unknown>} */ (provides);
  /** @type {string[]} */
  const problems = [];
  for (const [pkg, names] of Object.entries(uses)) {
    if (!isNameList(names)) {
      problems.push(malformed(consumer.name, `shared.uses["${pkg}"]`));
      continue;
    }
    const providedNames = provided[pkg];
    if (providedNames === undefined) continue;
    if (!isNameList(providedNames)) {
      problems.push(malformed(host.name || 'the shell', `shared.provides["${pkg}"]`));
      continue;
    }
    const known = new Set(providedNames);
    const missing = names.filter((n) => n !== '*' && !known.has(n));
    if (missing.length) {
      problems.push(`${consumer.name} uses ${missing.join(', ')} from ${pkg}, which the shell (${host.source || 'its build'}) does not provide: deploy a shell built with that ${pkg} first, or, if the shell stopped exporting them, a build of ${consumer.name} that no longer uses them`);
    }
  }
  return problems;
}

module.exports = { checkImports, importProblems, sharedProblems, acceptsType, unionMembers };
