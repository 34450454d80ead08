import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Database } from '../src/database/database';
import { FolderInUseError } from '../src/database/folder-lock';
import { openDatabase } from '../src/database/open-database';
import { removeDir, tempDataDir, testConfig } from './support/test-config';
import { fetchRecorded } from './support/contract/answer-recorder';

const SERVICES = path.resolve(__dirname, '..');
const PORT = 42010;

/** The real API (src/main.ts) in its own Node process on `dataDir`. */
function startApi(dataDir: string) {
  const child = spawn(process.execPath, ['-r', './test/support/swc-register.js', 'src/main.ts'], {
    cwd: SERVICES,
    env: { PATH: process.env.PATH, NODE_ENV: 'production-local', DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Until the API answers, it stops, or 2 minutes pass: compiling src/ and opening PGlite is slow
 * while other suites share CI's two cores.
 */
async function healthy(api: ReturnType<typeof startApi>): Promise<boolean> {
  let stopped = false;
  void api.exited.then(() => (stopped = true));
  const deadline = Date.now() + 120_000;
  while (!stopped && Date.now() < deadline) {
    try {
      if ((await fetchRecorded(`http://127.0.0.1:${PORT}/api/health`)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const countUsers = async (db: Database) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0].n;

describe('one PGlite folder, one process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = tempDataDir();
  });
  afterAll(() => removeDir(dataDir));

  it('a second API on the same folder stops at start with a clear message, and nothing is lost', async () => {
    const first = await openDatabase(testConfig({ DATA_DIR: dataDir }));
    for (let i = 0; i < 50; i++) await first.query('INSERT INTO users (email) VALUES ($1)', [`visitor${i}@example.com`]);

    const second = startApi(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`[api] cannot start. The database folder ${path.join(dataDir, 'db')} is already open by another process (pid ${process.pid}`);
    expect(await countUsers(first)).toBe(50);
    await first.close();

    // The other way round: the API holds the folder, this process is refused and the API keeps serving.
    const api = startApi(dataDir);
    expect(await healthy(api)).toBe(true);
    await expect(openDatabase(testConfig({ DATA_DIR: dataDir }))).rejects.toBeInstanceOf(FolderInUseError);
    api.child.kill('SIGTERM');
    await api.exited;

    // Released on a clean stop: the folder opens again with every row.
    const again = await openDatabase(testConfig({ DATA_DIR: dataDir }));
    expect(await countUsers(again)).toBe(50);
    await again.close();
  }, 240_000);
});
