import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RateLimiter } from './rate-limiter';
import { rateLimiterProvider } from './rate-limiter.provider';
import { WriteRateLimitGuard } from './write-rate-limit';

/** The one limiter store (memory, or Redis with REDIS_URL) for sign-in and the anonymous writes. */
@Global()
@Module({
  providers: [rateLimiterProvider, WriteRateLimitGuard],
  exports: [RateLimiter, WriteRateLimitGuard],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(private readonly limiter: RateLimiter) {}

  async onApplicationShutdown(): Promise<void> {
    await this.limiter.close();
  }
}
