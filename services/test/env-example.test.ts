import fs from 'node:fs';
import path from 'node:path';
import { paymentSettingNames } from '../src/config/payment-settings';
import { ENV_EXAMPLE_PLACEHOLDERS, SECRET_SETTINGS } from '../src/config/production-rules';

const ROOT = path.resolve(__dirname, '..', '..');
/** The code that reads settings at run time: the API, the payment sandbox and the gateway (`npm start`, packages/gateway/src/process). */
const CODE_DIRS = ['services/src', 'packages/gateway/src', 'packages/payment-sandbox/src'];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|js)$/.test(f) && !/\.(test|spec)\.(ts|js)$/.test(f))
    .map((f) => path.join(dir, f));
}

/** Every setting name read: process.env.X, env.X, env['X'], and the named readers of load-config (int('X', ...)). */
function settingsReadByCode(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /\bprocess\.env\.([A-Z][A-Z0-9_]*)/g,
    /\benv\.([A-Z][A-Z0-9_]*)/g,
    /\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
    /\b(?:int|url|email|flag|text)\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
  ];
  for (const file of CODE_DIRS.flatMap(sourceFiles)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) if (!found.has(m[1])) found.set(m[1], file);
  }
  for (const name of SECRET_SETTINGS) if (!found.has(name)) found.set(name, 'services/src/config/production-rules.ts');
  // Per-country payment settings: their names are built from the country code.
  for (const name of paymentSettingNames()) if (!found.has(name)) found.set(name, 'services/src/config/payment-settings.ts');
  return found;
}

interface Entry {
  name: string;
  value: string;
  optional: boolean;
  commented: boolean;
}

/** `NAME=value` (set) and `# NAME=value` (optional, default shown) lines, each with its block's comment. */
function envExample(): Entry[] {
  const lines = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n');
  const entries: Entry[] = [];
  let blockHasComment = false;
  for (const line of lines) {
    const m = /^(#\s?)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (m) entries.push({ name: m[2], value: m[3], optional: Boolean(m[1]), commented: blockHasComment });
    else if (line.trim() === '') blockHasComment = false;
    else if (line.startsWith('#') && /[a-z]/.test(line)) blockHasComment = true;
  }
  return entries;
}

describe('.env.example', () => {
  const read = settingsReadByCode();
  const listed = envExample();
  const names = new Set(listed.map((e) => e.name));
  const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

  it('lists every setting the code reads', () => {
    const missing = [...read].filter(([name]) => !names.has(name)).map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it('lists nothing that neither the code nor docker-compose.yml reads', () => {
    const unused = [...names].filter((name) => !read.has(name) && !compose.includes(`\${${name}`));
    expect(unused).toEqual([]);
  });

  it('explains every setting with a comment and lists each once', () => {
    expect(listed.filter((e) => !e.commented).map((e) => e.name)).toEqual([]);
    expect(listed.length).toBe(names.size);
  });

  it('knows every secret placeholder it ships, so production refuses them', () => {
    const secrets = listed.filter((e) => (SECRET_SETTINGS as readonly string[]).includes(e.name) || e.name === 'POSTGRES_PASSWORD');
    expect(secrets.map((e) => e.name).sort()).toEqual([...SECRET_SETTINGS, 'POSTGRES_PASSWORD'].sort());
    for (const secret of secrets) expect(ENV_EXAMPLE_PLACEHOLDERS).toContain(secret.value);
  });
});
