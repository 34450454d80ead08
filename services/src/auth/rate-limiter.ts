import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the seconds to wait; the error filter turns `retryAfterSeconds` into Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please wait a moment and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in memory. One API process holds its own counts; with several replicas
 * the store belongs in Redis (REDIS_URL), behind this same `hit` call.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit on `key`; throws 429 when it goes over `limit` within `windowSeconds`. */
  hit(key: string, limit: number, windowSeconds: number): void {
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
