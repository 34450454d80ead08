import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { createSharedLimiter } from '@agency/server-kit';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** 429 with the seconds to wait; the error filter turns `retryAfterSeconds` into Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please wait a moment and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Fixed-window counters (rate-limiter-flexible): `hit` counts one request on `key` and throws 429
 * past `limit` per window. One limiter store serves sign-in and the anonymous writes.
 */
export abstract class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    const id = `${limit}/${windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.create(limit, windowSeconds);
      this.limiters.set(id, limiter);
    }
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyRequestsException(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw rejection;
    }
  }

  protected abstract create(points: number, duration: number): RateLimiterAbstract;

  /** Where the counts are kept now (metrics). */
  abstract state(): LimiterState;

  async close(): Promise<void> {}
}

/** Counts in this process: right for one API process (the default, `npm start`). */
export class MemoryRateLimiter extends RateLimiter {
  state(): LimiterState {
    return { mode: 'memory', redis: 'none', fallbacks: 0 };
  }

  protected create(points: number, duration: number): RateLimiterAbstract {
    return new RateLimiterMemory({ points, duration });
  }
}

/** Where the limits are counted now: `shared` in Redis, `memory` in this process while Redis does not answer. */
export type LimiterMode = 'memory' | 'shared';

/** What the metrics show of a limiter (metrics.ts reads it at scrape time). */
export interface LimiterState {
  mode: LimiterMode;
  /** Whether a Redis is configured, and whether its connection is ready. */
  redis: 'none' | 'up' | 'down';
  /** Requests counted in this process's memory because Redis did not answer. */
  fallbacks: number;
}

/**
 * Counts in Redis (REDIS_URL), shared by every API replica. While Redis is unreachable each
 * replica counts in its own memory (rate-limiter-flexible's insurance limiter) at once: the client
 * queues no command while disconnected and gives up on one after a short timeout
 * (rate-limiter.provider.ts), so no request waits for Redis's retries. The switch to memory and back is
 * logged once each way; the limits are shared again as soon as the client reconnects.
 */
export class RedisRateLimiter extends RateLimiter {
  private readonly logger = new Logger('RateLimiter');
  private fallbackLogged = false;
  private fallbackCount = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'nyota:rl:',
  ) {
    super();
    redis.on('ready', () => {
      if (!this.fallbackLogged) return;
      this.fallbackLogged = false;
      this.logger.log('Redis is back: rate limits are shared by the replicas again');
    });
    // Errors are answered by the fallback; without a listener ioredis would print each reconnect attempt.
    redis.on('error', () => undefined);
  }

  state(): LimiterState {
    const up = this.redis.status === 'ready';
    return { mode: up ? 'shared' : 'memory', redis: up ? 'up' : 'down', fallbacks: this.fallbackCount };
  }

  protected create(points: number, duration: number): RateLimiterAbstract {
    // Counted in this process while Redis fails (@agency/server-kit, as the gateway's render
    // budget): said once, until Redis is back.
    return createSharedLimiter({
      redis: this.redis,
      keyPrefix: this.prefix.replace(/:$/, ''),
      points,
      duration,
      onFallback: () => {
        this.fallbackCount++;
        if (this.fallbackLogged) return;
        this.fallbackLogged = true;
        this.logger.error('Redis is unreachable: rate limits are counted in this process until it is back');
      },
    });
  }

  override async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
