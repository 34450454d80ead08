import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

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

  async close(): Promise<void> {}
}

/** Counts in this process: right for one API process (the default, `npm start`). */
export class MemoryRateLimiter extends RateLimiter {
  protected create(points: number, duration: number): RateLimiterAbstract {
    return new RateLimiterMemory({ points, duration });
  }
}

/**
 * Counts in Redis (REDIS_URL), shared by every API replica. While Redis is unreachable each
 * replica counts in its own memory (rate-limiter-flexible's insurance limiter) and logs it: the
 * site stays available and the limits still hold per replica.
 */
export class RedisRateLimiter extends RateLimiter {
  private readonly logger = new Logger('RateLimiter');
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'nyota:rl:',
  ) {
    super();
  }

  protected create(points: number, duration: number): RateLimiterAbstract {
    const insurance = new RateLimiterMemory({ points, duration });
    const consume = insurance.consume.bind(insurance);
    // Only the insurance limiter is asked while Redis fails: say so, at most once a minute.
    insurance.consume = (key, ...rest) => {
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.logger.error('Redis is unreachable: rate limits are counted in this process until it is back');
      }
      return consume(key, ...rest);
    };
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: this.prefix.replace(/:$/, ''),
      points,
      duration,
      insuranceLimiter: insurance,
    });
  }

  override async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
