import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { AdminModule } from './admin/admin.module';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { AuthModule } from './auth/auth.module';
import { CommerceModule } from './payments/commerce.module';
import { DatabaseModule } from './database/database.module';
import { DatabaseProbe } from './health/database-probe';
import { HealthController } from './health/health.controller';
import { InquiriesModule } from './inquiries/inquiries.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';

/**
 * The feature modules of the API. Add a module here (one import line) to serve it.
 */
const FEATURE_MODULES: Array<Type | DynamicModule> = [AuthModule, InquiriesModule, ContactModule, CommerceModule, AdminModule];

@Module({})
export class AppModule {
  /** `config` lets tests run the real app with their own settings; otherwise the environment is read. */
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, MetricsModule, MailModule, ...FEATURE_MODULES],
      controllers: [HealthController],
      providers: [DatabaseProbe],
    };
  }
}
