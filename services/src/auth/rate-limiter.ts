import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import type Redis from 'ioredis';

/** 429 with the seconds to wait; the error filter turns `retryAfterSeconds` into Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please wait a moment and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Fixed-window counters: `hit` counts one request on `key` and throws 429 past `limit` per window. */
export abstract class RateLimiter {
  abstract hit(key: string, limit: number, windowSeconds: number): Promise<void>;
  async close(): Promise<void> {}
}

interface Window {
  count: number;
  resetAt: number;
}

/** Counts in this process: right for one API process (the default, `npm start`). */
export class MemoryRateLimiter extends RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count++;
    if (window.count > limit) throw new TooManyRequestsException(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
  }

  /** Drops ended windows now and then so the map does not grow without end. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// INCR and set the expiry on the first hit, atomically, then report the count and the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/**
 * Counts in Redis (REDIS_URL), shared by every API replica. If Redis is unreachable the request
 * is let through and the failure logged: sign-in stays available, the codes' own 5-try limit holds.
 */
export class RedisRateLimiter extends RateLimiter {
  private readonly logger = new Logger('RateLimiter');

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'nyota:rl:',
  ) {
    super();
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    let result: [number, number];
    try {
      result = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowSeconds * 1000))) as [number, number];
    } catch (error) {
      this.logger.error(`Redis rate limit check failed, request allowed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const [count, ttlMs] = result;
    if (count > limit) throw new TooManyRequestsException(Math.max(1, Math.ceil(ttlMs / 1000)));
  }

  override async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
