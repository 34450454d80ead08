import { Module, type OnApplicationShutdown } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { RateLimiter } from './rate-limiter';
import { rateLimiterProvider } from './rate-limiter.provider';
import { SignInService } from './sign-in.service';

@Module({
  controllers: [AuthController],
  providers: [SignInService, AuthGuard, rateLimiterProvider],
  exports: [AuthGuard],
})
export class AuthModule implements OnApplicationShutdown {
  constructor(private readonly limiter: RateLimiter) {}

  async onApplicationShutdown(): Promise<void> {
    await this.limiter.close();
  }
}
