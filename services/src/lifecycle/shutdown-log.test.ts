import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { removeDir, tempDataDir } from '../../test/support/test-config';
import { fetchRecorded } from '../../test/support/contract/answer-recorder';

const SERVICES = path.resolve(__dirname, '..', '..');

/** A port nobody listens on now (this machine runs other test processes too). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * One log line per shutdown step, every one of them on stdout: the API as a real process (its
 * sources run as main.ts does), JSON lines to a pipe, SIGTERM while a burst of request lines is
 * still being written. The last lines come right before process.exit(): lost unless flushed.
 */
describe('shutdown steps in the log', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));

  it.each([1, 2])('writes every step, in order, the last one included (stop %i)', async () => {
    const port = await freePort();
    // A folder of its own: the stop before may still be letting go of its database folder's lock.
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['-r', './test/support/swc-register.js', 'src/main.ts'], {
      cwd: SERVICES,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production-local',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_FORMAT: 'json',
        LOG_REQUESTS: 'true',
        SHUTDOWN_DELAY_MS: '300',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    // 'close': the pipe read to its end, not only the process gone.
    const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    try {
      let up = false;
      // Started from the sources (compiled as they load): slow on a busy machine.
      for (let i = 0; i < 800 && !up && child.exitCode === null; i++) {
        up = await fetchRecorded(`http://127.0.0.1:${port}/api/health/live`).then((r) => r.ok, () => false);
        if (!up) await new Promise((r) => setTimeout(r, 100));
      }
      if (!up) throw new Error(`the API did not start:\n${stderr.slice(-2000)}\n${stdout.slice(-2000)}`);
      // Lines being written when the signal comes.
      const burst = Array.from({ length: 200 }, () => fetchRecorded(`http://127.0.0.1:${port}/api/catalog`).then((r) => r.arrayBuffer(), () => undefined));
      await new Promise((r) => setTimeout(r, 20));
      child.kill('SIGTERM');
      await Promise.all(burst);
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
    expect(await closed).toBe(0);
    const steps = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { context?: string; msg: string })
      .filter((l) => l.context === 'Shutdown')
      .map((l) => l.msg);
    expect(steps).toEqual([
      'SIGTERM received: not ready from now on',
      'answering 300 ms more with Connection: close while the balancers take this replica out',
      expect.stringMatching(/^not accepting connections; \d+ request\(s\) in flight$/),
      'every request in flight answered and every connection closed',
      'closing workers, Redis and the database',
      'database closed',
    ]);
  }, 150_000);
});
