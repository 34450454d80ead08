'use strict';

/**
 * Compares what a consumer imports with what a provider's build exposes, both read from their
 * mf-contract.json (see analyze.js), so builds and releases of different versions can be checked
 * against each other without the compiler.
 */

/** Top-level members of a type's text ("string | null" -> ["string", "null"]), outside brackets. */
function unionMembers(text) {
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

/** A provider's prop type accepts the consumer's when equal, or a union holding all its members. */
function acceptsType(providerType, consumerType) {
  if (providerType === consumerType) return true;
  const accepted = new Set(unionMembers(providerType));
  return unionMembers(consumerType).every((member) => accepted.has(member));
}

/**
 * Problems of one import: `id` ("commerce/PaymentDialog") as `consumer` expects it, against the
 * provider's contract (null: no contract of that remote was found).
 * @returns {string[]}
 */
function importProblems(consumer, id, expected, provider) {
  const [remote, moduleName] = id.split('/');
  if (!provider) return [];
  const exposed = provider.exposes[moduleName];
  if (!exposed) return [`${remote} does not expose ./${moduleName}, which ${consumer} imports`];
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
 * @returns {{problems: string[], missing: string[]}}
 */
function checkImports(consumer, providers) {
  const problems = [];
  const missing = new Set();
  for (const [id, expected] of Object.entries(consumer.imports || {})) {
    const remote = id.split('/')[0];
    const provider = providers[remote] || null;
    if (!provider) missing.add(remote);
    problems.push(...importProblems(consumer.name, id, expected, provider));
  }
  return { problems, missing: [...missing] };
}

module.exports = { checkImports, importProblems, acceptsType, unionMembers };
