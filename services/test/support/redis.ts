import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/**
 * A Redis for the rate-limit tests: REDIS_URL when set, else a throwaway redis-server when one is
 * installed, else none (the tests then say they skipped).
 */
export async function startRedis(): Promise<{ url: string; stop(): void } | null> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => undefined };
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const Redis = (await import('ioredis')).default;
  for (let i = 0; i < 50; i++) {
    const probe = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
    } catch {
      probe.disconnect();
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGTERM');
  return null;
}
