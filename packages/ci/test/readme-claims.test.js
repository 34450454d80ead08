'use strict';
const fs = require('fs');
const path = require('path');
const { workspaceFolders, ROOT } = require('../slices');
const { parse } = require('../slice');
const { findSlice } = require('../slices');

/**
 * The README names commands and settings; each must exist. A command: `npm run X` (a root script),
 * `npm run X -w W` / `npm test -w W` (a script of that workspace), `npm start` / `npm test` (root
 * scripts), `bash .ci/run ...` (a slice and options .ci/run takes). A setting: an UPPER_CASE name
 * in backticks (`PUBLIC_URL`, `PAGE_CACHE=off`, `HOST=0.0.0.0 npm start`) or assigned or named in
 * the README's code blocks; it must be read by the code (process.env.X, env.X, env['X'], a
 * quoted 'X' in a list of settings, ${X} in a template or script).
 */
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** Where a setting may be read: code, scripts, templates, compose and manifests; not docs, builds or dependencies. */
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.deploy', '.data', '.turbo', 'test-results', 'docs', 'coverage']);
const CODE = /\.(c?m?js|tsx?|sh|ya?ml|conf|template|example)$|^(Dockerfile.*|run)$/;

/** @param {string} dir @returns {string[]} */
function codeFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.endsWith('-snapshots')) out.push(...codeFiles(path.join(dir, entry.name)));
    } else if (CODE.test(entry.name) || /^\.env/.test(entry.name)) out.push(path.join(dir, entry.name));
  }
  return out;
}

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const folders = workspaceFolders();
/** A workspace as `-w` takes it: its folder or its package name. @param {string} w */
const workspaceFolder = (w) => (Object.values(folders).includes(w.replace(/\/$/, '')) ? w.replace(/\/$/, '') : folders[w]);

/** Every command the README names, once. */
function commands() {
  const found = new Set();
  for (const m of README.matchAll(/\bnpm (?:run ([\w:-]+)|(test|start))(?: -w ([@\w/.-]+|<[\w-]+>))?/g)) found.add(m[0]);
  for (const m of README.matchAll(/\bbash \.ci\/run((?: (?:--?[\w-]+|[\w-]+))*)/g)) found.add(m[0]);
  return [...found];
}

/** Why a command does not exist, or null. @param {string} command */
function problemWith(command) {
  const ci = /^bash \.ci\/run(.*)$/.exec(command);
  if (ci) {
    const args = ci[1].trim().split(/\s+/).filter(Boolean);
    if (args.length === 0) return null;
    try {
      findSlice(parse(args).slice ?? '');
      return null;
    } catch (error) {
      return /** @type {Error} */ (error).message;
    }
  }
  const m = /^npm (?:run ([\w:-]+)|(test|start))(?: -w ([@\w/.-]+|<[\w-]+>))?$/.exec(command);
  if (!m) return 'not understood';
  const script = m[1] || m[2];
  // `-w <workspace>`: some workspace has the script.
  if (m[3]?.startsWith('<')) {
    const any = Object.values(folders).some((f) => (readJson(path.join(f, 'package.json')).scripts || {})[script]);
    return any ? null : `no workspace has a script "${script}"`;
  }
  const folder = m[3] ? workspaceFolder(m[3]) : '.';
  if (!folder) return `no workspace ${m[3]}`;
  const scripts = readJson(path.join(folder, 'package.json')).scripts || {};
  return scripts[script] ? null : `${folder}/package.json has no script "${script}"`;
}

/** Every setting the README names: backticked UPPER_CASE names and the names its code blocks assign or mention. */
function settings() {
  const found = new Set();
  for (const [, span] of README.matchAll(/`([^`\n]+)`/g)) {
    const name = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)$/.exec(span)?.[1] ?? /^([A-Z][A-Z0-9_]+)=\S*(?: .*)?$/.exec(span)?.[1];
    if (name) found.add(name);
  }
  for (const [, block] of README.matchAll(/```[a-z]*\n([\s\S]*?)```/g)) {
    for (const m of block.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z][A-Z0-9_]+(?==))\b/g)) found.add(m[1]);
  }
  return [...found].sort();
}

describe('the README names only what exists', () => {
  const named = commands();
  const vars = settings();
  const code = codeFiles(ROOT)
    .filter((f) => !f.endsWith(path.join('test', 'readme-claims.test.js')))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');

  test('it names commands and settings (so a clean result means something)', () => {
    expect(named).toEqual(expect.arrayContaining(['npm test', 'npm start', 'npm run build']));
    expect(named.length).toBeGreaterThan(10);
    expect(vars).toEqual(expect.arrayContaining(['PUBLIC_URL', 'HOST', 'PAGE_CACHE']));
  });

  test('every command: a script of the root or of the named workspace, or a slice of .ci/run', () => {
    // No exceptions: a README line naming a command that does not exist is fixed in the README.
    expect(named.map((c) => [c, problemWith(c)]).filter(([, p]) => p)).toEqual([]);
  });

  test('a command or setting that does not exist is caught', () => {
    expect(problemWith('npm run deploy')).toBe('./package.json has no script "deploy"');
    expect(problemWith('npm run release -w mf-nothing')).toBe('no workspace mf-nothing');
    expect(problemWith('bash .ci/run mf-nothing')).toMatch(/unknown slice "mf-nothing"/);
    expect(readBy(code, 'PAGE_CACHE_NEVER_READ')).toBe(false);
  });

  test('every setting is read by the code', () => {
    expect(vars.filter((name) => !readBy(code, name))).toEqual([]);
  });
});

/**
 * Whether code reads the setting `name`: process.env.NAME / env.NAME / env['NAME'], a quoted
 * 'NAME' (lists of settings), ${NAME} or $NAME (scripts, templates, compose), NAME= or NAME: (.env, manifests).
 * @param {string} code
 * @param {string} name
 */
function readBy(code, name) {
  return new RegExp(`(\\benv\\.${name}\\b|\\benv\\[['"\`]${name}['"\`]\\]|['"\`]${name}['"\`]|\\$\\{?${name}\\b|^\\s*(?:- )?(?:name: )?${name}[=:])`, 'm').test(code);
}
