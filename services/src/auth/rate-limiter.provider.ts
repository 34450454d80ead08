import type { Provider } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { MemoryRateLimiter, RateLimiter, RedisRateLimiter } from './rate-limiter';

/**
 * In memory by default; in Redis when REDIS_URL is set, so replicas share the counts. Commands
 * wait for the connection at start (offline queue) and fail over to memory after one retry.
 */
export const rateLimiterProvider: Provider = {
  provide: RateLimiter,
  inject: [AppConfig],
  useFactory: (config: AppConfig): RateLimiter =>
    config.redisUrl
      ? new RedisRateLimiter(new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }))
      : new MemoryRateLimiter(),
};
