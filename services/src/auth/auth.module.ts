import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { RateLimiter } from './rate-limiter';
import { SignInService } from './sign-in.service';

@Module({
  controllers: [AuthController],
  providers: [SignInService, AuthGuard, { provide: RateLimiter, useFactory: () => new RateLimiter() }],
  exports: [AuthGuard],
})
export class AuthModule {}
