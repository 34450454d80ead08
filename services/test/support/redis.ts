import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/**
 * What the Redis tests lack ([] when REDIS_URL is set or redis-server is installed): given to
 * describeNeeding, a lack fails them under CI=true and skips them elsewhere.
 */
export const REDIS_MISSING: string[] =
  process.env.REDIS_URL || spawnSync('redis-server', ['--version']).status === 0 ? [] : ['Redis: REDIS_URL or redis-server (apt-get install -y redis-server)'];

/** A Redis for the rate-limit tests: REDIS_URL when set, else a throwaway redis-server. */
export async function startRedis(): Promise<{ url: string; stop(): void }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => undefined };
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
  throw new Error(`redis-server did not answer on port ${port}`);
}
