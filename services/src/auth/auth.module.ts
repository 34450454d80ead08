import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { PaymentsModule } from '../payments/payments.module';
import { RateLimitModule } from './rate-limit.module';
import { SignInService } from './sign-in.service';

@Module({
  imports: [RateLimitModule, PaymentsModule],
  controllers: [AuthController],
  providers: [SignInService, AuthGuard],
  exports: [AuthGuard],
})
export class AuthModule {}
