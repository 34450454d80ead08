import type { Provider } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { Metrics } from '../metrics/metrics';
import { MemoryRateLimiter, RateLimiter, RedisRateLimiter } from './rate-limiter';

/**
 * The Redis client of the limits: a request must never wait for Redis. With no offline queue a
 * command sent while disconnected fails at once (the limiter then counts in memory) instead of
 * waiting for the reconnection; a command on a connection that stopped answering fails after
 * commandTimeout; ioredis reconnects on its own (every 50 ms more per attempt, at most every 2 s),
 * and the limits are shared again from its first ready connection.
 */
export function limiterRedisClient(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 300,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 50, 2000),
  });
}

/** In memory by default; in Redis when REDIS_URL is set, so replicas share the counts. */
export const rateLimiterProvider: Provider = {
  provide: RateLimiter,
  inject: [AppConfig, Metrics],
  useFactory: (config: AppConfig, metrics: Metrics): RateLimiter => {
    const limiter = config.redisUrl ? new RedisRateLimiter(limiterRedisClient(config.redisUrl)) : new MemoryRateLimiter();
    metrics.watchLimiter(() => limiter.state());
    return limiter;
  },
};
