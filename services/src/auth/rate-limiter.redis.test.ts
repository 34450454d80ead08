import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { describeNeeding } from '@agency/tools/needs';
import { TooManyRequestsException, RedisRateLimiter } from './rate-limiter';
import { limiterRedisClient } from './rate-limiter.provider';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const port = 20000 + Math.floor(Math.random() * 20000);
let server: ChildProcess | undefined;

function startServer(): ChildProcess {
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  return server;
}
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; !check(); ) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterAll(() => server?.kill('SIGKILL'));

describeNeeding(hasRedis ? [] : ['redis-server (apt-get install -y redis-server)'])('RedisRateLimiter when Redis goes away and comes back', () => {
  it('counts in memory at once, logs it once, and shares the limits again once Redis is back', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const notes = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    startServer();
    const client = limiterRedisClient(`redis://127.0.0.1:${port}`);
    const limiter = new RedisRateLimiter(client, `test:${randomBytes(4).toString('hex')}:`);
    await until(() => limiter.state().mode === 'shared');
    await limiter.hit('shared', 100, 60);
    expect(await client.keys('test:*')).toHaveLength(1);

    server!.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));
    // Every hit while Redis is down is answered from memory without waiting for a reconnection.
    const took: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = Date.now();
      await limiter.hit(`down-${i}`, 5, 60);
      took.push(Date.now() - started);
    }
    expect(Math.max(...took)).toBeLessThan(1000);
    expect(limiter.state().fallbacks).toBe(20);
    await until(() => limiter.state().redis === 'down');
    expect(limiter.state().mode).toBe('memory');
    // Still limited, per replica, meanwhile.
    for (let i = 0; i < 2; i++) await limiter.hit('memory', 2, 60);
    await expect(limiter.hit('memory', 2, 60)).rejects.toThrow(TooManyRequestsException);
    expect(errors.mock.calls.filter(([m]) => String(m).includes('Redis is unreachable'))).toHaveLength(1);

    startServer();
    await until(() => limiter.state().mode === 'shared', 5000);
    await limiter.hit('back', 100, 60);
    expect(await client.keys('test:*')).toHaveLength(1);
    expect(notes.mock.calls.filter(([m]) => String(m).includes('Redis is back'))).toHaveLength(1);
    expect(limiter.state().fallbacks).toBe(23);
    await limiter.close();
    errors.mockRestore();
    notes.mockRestore();
  }, 30_000);
});
