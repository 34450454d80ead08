'use strict';
const fs = require('fs');
const path = require('path');
const ts = require('typescript');
const { SINGLETONS } = require('../shared');

/**
 * Reads a front end's remote contract off its TypeScript types with the compiler API:
 * - `exposes`: each module it exposes, with the props its default export accepts;
 * - `imports`: each remote module it mounts through <RemoteMount id=...>, with the props the
 *   typed contracts (packages/platform/src/remotes/contracts.ts) make it pass;
 * - `shared.uses`: the run-time names it imports from the site's shared packages (@agency/ui,
 *   platform, routing), and for the shell `shared.provides`: the names those packages export in its
 *   build. The shell provides them to every remote as singletons, so a remote built against a
 *   newer package than the live shell's would find a name missing at run time (see check.js).
 * The result is the JSON contract its build emits (mf-contract.json), compared across builds and
 * releases without the compiler.
 */

/** @typedef {import('typescript').TypeChecker} TypeChecker */
/** @typedef {import('./providers').PropSpec} PropSpec */
/** @typedef {import('./providers').ModuleContract} ModuleContract */

/** The site's own packages every front end shares as singletons (packages/build/shared.js). */
const SHARED_PACKAGES = SINGLETONS.filter((p) => p.startsWith('@agency/'));

const CONTRACTS_FILE = require.resolve('@agency/platform/package.json').replace(/package\.json$/, 'src/remotes/contracts.ts');

/**
 * The app's compiler options and source files (tests left out: they are not shipped).
 * @param {string} dir
 */
function readProject(dir) {
  const configFile = path.join(dir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  const sources = parsed.fileNames.filter((f) => {
    const relative = path.relative(dir, f);
    return relative.startsWith(`src${path.sep}`) && !/\.test\.tsx?$|[\\/]test[\\/]/.test(relative);
  });
  return { options: { ...parsed.options, noEmit: true }, sources };
}

/**
 * The props parameter of a component type (function component, or the call side of ComponentType).
 * @param {TypeChecker} checker
 * @param {import('typescript').Type} type
 * @returns {import('typescript').Type | null | undefined} null: a component without props; undefined: not a component
 */
function propsOf(checker, type) {
  const parts = type.isUnion() ? type.types : [type];
  for (const part of parts) {
    const [signature] = part.getCallSignatures();
    if (signature) {
      const [param] = signature.getParameters();
      return param ? checker.getNonNullableType(checker.getTypeOfSymbol(param)) : null;
    }
  }
  for (const part of parts) {
    const [signature] = part.getConstructSignatures();
    if (signature) {
      const [param] = signature.getParameters();
      return param ? checker.getNonNullableType(checker.getTypeOfSymbol(param)) : null;
    }
  }
  return undefined;
}

/**
 * {name: {type, required}} of a props type, sorted by name; {} for a component without props.
 * @param {TypeChecker} checker
 * @param {import('typescript').Type | null | undefined} propsType
 */
function describeProps(checker, propsType) {
  /** @type {Record<string, PropSpec>} */
  const props = {};
  if (!propsType) return props;
  for (const symbol of checker.getPropertiesOfType(propsType).sort((a, b) => a.name.localeCompare(b.name))) {
    const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
    const type = checker.getTypeOfSymbol(symbol);
    // An optional prop's "| undefined" says nothing more than required: false.
    const shown = optional ? checker.getNonNullableType(type) : type;
    props[symbol.name] = { type: checker.typeToString(shown, undefined, ts.TypeFormatFlags.NoTruncation), required: !optional };
  }
  return props;
}

/**
 * The RemoteModules interface of the contracts file: id -> module type.
 * @param {TypeChecker} checker
 * @param {import('typescript').Program} program
 */
function contractModules(checker, program) {
  const file = program.getSourceFile(CONTRACTS_FILE);
  const moduleSymbol = file && checker.getSymbolAtLocation(file);
  const remoteModules = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'RemoteModules');
  if (!remoteModules) throw new Error(`${CONTRACTS_FILE} exports no RemoteModules interface`);
  const type = checker.getDeclaredTypeOfSymbol(remoteModules);
  return new Map(checker.getPropertiesOfType(type).map((s) => [s.name, checker.getTypeOfSymbol(s)]));
}

/**
 * The props type a module type's default export accepts.
 * @param {TypeChecker} checker
 * @param {import('typescript').Type} moduleType
 */
function defaultExportProps(checker, moduleType) {
  const def = checker.getPropertyOfType(moduleType, 'default');
  return def ? propsOf(checker, checker.getTypeOfSymbol(def)) : undefined;
}

/**
 * The remote ids a <RemoteMount id={...}> names: every string literal its id's type can be.
 * @param {TypeChecker} checker
 * @param {import('typescript').JsxSelfClosingElement | import('typescript').JsxOpeningElement} element
 * @returns {string[]}
 */
function mountedIds(checker, element) {
  const attribute = /** @type {import('typescript').JsxAttribute | undefined} */ (element.attributes.properties.find((p) => ts.isJsxAttribute(p) && p.name.getText() === 'id'));
  if (!attribute || !attribute.initializer) return [];
  const expression = ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : attribute.initializer;
  if (!expression) throw new Error(`${element.getSourceFile().fileName}: <RemoteMount id={}> names no remote`);
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  const type = checker.getTypeAtLocation(expression);
  const literals = (type.isUnion() ? type.types : [type]).filter((t) => t.isStringLiteral()).map((t) => t.value);
  if (literals.length === 0) {
    throw new Error(`${element.getSourceFile().fileName}: <RemoteMount id=${expression.getText()}> is no known remote id (${checker.typeToString(type)})`);
  }
  return literals;
}

/**
 * @param {TypeChecker} checker
 * @param {import('typescript').JsxTagNameExpression} tag
 */
function isRemoteMount(checker, tag) {
  let symbol = checker.getSymbolAtLocation(tag);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return Boolean(symbol && symbol.name === 'RemoteMount' && symbol.declarations?.some((d) => d.getSourceFile().fileName.includes(`${path.sep}platform${path.sep}`)));
}

/**
 * Whether a name exists at run time (not only as a type). A name that does not resolve counts (the
 * compiler's "unknown" symbol is a value), so it is checked rather than let through.
 * @param {TypeChecker} checker
 * @param {import('typescript').Symbol | undefined} symbol
 */
function isRuntimeName(checker, symbol) {
  if (!symbol) return true;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return (target.flags & ts.SymbolFlags.Value) !== 0;
}

/**
 * The shared packages' entry files, as the app's compiler options resolve them.
 * @param {string} dir
 * @param {import('typescript').CompilerOptions} options
 * @returns {Record<string, string>}
 */
function sharedEntries(dir, options) {
  const from = path.join(dir, 'src', 'index.ts');
  /** @type {Record<string, string>} */
  const entries = {};
  for (const pkg of SHARED_PACKAGES) {
    const file = ts.resolveModuleName(pkg, from, options, ts.sys).resolvedModule?.resolvedFileName;
    if (file) entries[pkg] = file;
  }
  return entries;
}

/**
 * Names an entry re-exports as types only (`export type * from`, `export type { x } from`): a
 * value behind such a name (the API's enum lists in @agency/platform) is erased from the built
 * module, so the shell does not provide it at run time.
 * @param {TypeChecker} checker
 * @param {import('typescript').SourceFile} source
 */
function typeOnlyReexports(checker, source) {
  /** @type {Set<string>} */
  const names = new Set();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.isTypeOnly) continue;
    if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    } else if (statement.moduleSpecifier) {
      const target = checker.getSymbolAtLocation(statement.moduleSpecifier);
      if (target) for (const symbol of checker.getExportsOfModule(target)) names.add(symbol.name);
    }
  }
  return names;
}

/**
 * {package: [name, ...]}: the run-time names each shared package's entry exports.
 * @param {TypeChecker} checker
 * @param {import('typescript').Program} program
 * @param {Record<string, string>} entries
 */
function sharedProvides(checker, program, entries) {
  /** @type {Record<string, string[]>} */
  const provides = {};
  for (const [pkg, file] of Object.entries(entries)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!source || !moduleSymbol) continue;
    const typesOnly = typeOnlyReexports(checker, source);
    provides[pkg] = checker
      .getExportsOfModule(moduleSymbol)
      .filter((s) => !typesOnly.has(s.name) && isRuntimeName(checker, s))
      .map((s) => s.name)
      .sort();
  }
  return provides;
}

/**
 * {package: [name, ...]}: the run-time names the app's sources import (or re-export) from each
 * shared package; "*" for a namespace import (which names it reads is not checked).
 * @param {TypeChecker} checker
 * @param {import('typescript').Program} program
 * @param {string[]} sources
 * @returns {Record<string, string[]>}
 */
function sharedUses(checker, program, sources) {
  /** @type {Record<string, Set<string>>} */
  const used = {};
  /** @type {(pkg: string, name: string) => Set<string>} */
  const add = (pkg, name) => (used[pkg] ??= new Set()).add(name);
  /** @type {(pkg: string, elements: import('typescript').NodeArray<import('typescript').ImportSpecifier | import('typescript').ExportSpecifier>) => void} */
  const addElements = (pkg, elements) => {
    for (const element of elements) {
      if (!element.isTypeOnly && isRuntimeName(checker, checker.getSymbolAtLocation(element.name))) add(pkg, (element.propertyName || element.name).text);
    }
  };
  for (const file of sources) {
    for (const statement of /** @type {import('typescript').SourceFile} */ (program.getSourceFile(file)).statements) {
      const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !SHARED_PACKAGES.includes(specifier.text)) continue;
      const pkg = specifier.text;
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        if (clause.name) add(pkg, 'default');
        if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) add(pkg, '*');
        else if (clause.namedBindings) addElements(pkg, clause.namedBindings.elements);
      } else if (!statement.isTypeOnly) {
        const clause = statement.exportClause;
        if (!clause || ts.isNamespaceExport(clause)) add(pkg, '*');
        else addElements(pkg, clause.elements);
      }
    }
  }
  return Object.fromEntries(Object.entries(used).sort(([a], [b]) => a.localeCompare(b)).map(([pkg, names]) => [pkg, [...names].sort()]));
}

/**
 * @param {{dir: string, name: string, exposes?: Record<string, string>, providesShared?: boolean}} app
 *   providesShared: the host, whose build provides the shared packages to the remotes
 * @returns {{name: string, exposes: Record<string, ModuleContract>, imports: Record<string, ModuleContract>, shared: { uses: Record<string, string[]>, provides?: Record<string, string[]>, runtime?: string, versions?: Record<string, string> }, problems: string[]}}
 */
function analyzeApp({ dir, name, exposes = {}, providesShared = false }) {
  const { options, sources } = readProject(dir);
  const exposedFiles = Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key.replace(/^\.\//, ''), path.resolve(dir, file)]));
  // The host provides every shared package whole (a shared module is not tree-shaken), imported or not.
  const entries = providesShared ? sharedEntries(dir, options) : {};
  const program = ts.createProgram({ rootNames: [...new Set([...sources, ...Object.values(exposedFiles), ...Object.values(entries), CONTRACTS_FILE])], options });
  const checker = program.getTypeChecker();
  const contracts = contractModules(checker, program);
  /** @type {string[]} */
  const problems = [];

  /** @type {Record<string, ModuleContract>} */
  const exposed = {};
  for (const [moduleName, file] of Object.entries(exposedFiles)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const def = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'default');
    if (!def) {
      problems.push(`./${moduleName} (${path.relative(dir, file)}) has no default export`);
      continue;
    }
    const propsType = propsOf(checker, checker.getTypeOfSymbol(def));
    if (propsType === undefined) {
      problems.push(`./${moduleName}'s default export is not a component`);
      continue;
    }
    exposed[moduleName] = { props: describeProps(checker, propsType) };
    // The provider's side of the contract: its component accepts what consumers are typed to pass.
    const promised = contracts.get(`${name}/${moduleName}`);
    const promisedProps = promised && defaultExportProps(checker, promised);
    if (promisedProps && propsType && !checker.isTypeAssignableTo(promisedProps, propsType)) {
      problems.push(`./${moduleName} does not accept the props contracts.ts promises its consumers (${checker.typeToString(promisedProps)})`);
    }
  }

  /** @type {Record<string, ModuleContract>} */
  const imports = {};
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && isRemoteMount(checker, node.tagName)) {
      for (const id of mountedIds(checker, node)) {
        const moduleType = contracts.get(id);
        if (!moduleType) problems.push(`${path.relative(dir, node.getSourceFile().fileName)} mounts ${id}, which contracts.ts does not list`);
        else imports[id] = { props: describeProps(checker, defaultExportProps(checker, moduleType)) };
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of sources) visit(/** @type {import('typescript').SourceFile} */ (program.getSourceFile(file)));

  const shared = { uses: sharedUses(checker, program, sources), ...(providesShared ? { provides: sharedProvides(checker, program, entries) } : {}) };
  return { name, exposes: exposed, imports: Object.fromEntries(Object.entries(imports).sort(([a], [b]) => a.localeCompare(b))), shared, problems };
}

/**
 * Keeps only what goes into mf-contract.json.
 * @param {{ name: string, exposes: Record<string, ModuleContract>, imports: Record<string, ModuleContract>, shared?: object }} contract
 */
function contractJson({ name, exposes, imports, shared }) {
  return { schema: 1, name, exposes, imports, ...(shared ? { shared } : {}) };
}

/**
 * @param {string} file
 * @param {Parameters<typeof contractJson>[0]} contract
 */
function writeContract(file, contract) {
  fs.writeFileSync(file, `${JSON.stringify(contractJson(contract), null, 2)}\n`);
}

module.exports = { analyzeApp, contractJson, writeContract, CONTRACTS_FILE };
