import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from './config/app-config';
import { AdminModule } from './admin/admin.module';
import { AssistantModule } from './assistant/assistant.module';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { ContentCardsModule } from './content/cards/content-cards.module';
import { ContentMediaModule } from './content/media/content-media.module';
import { ContentModule } from './content/content.module';
import { CONTENT_KIND_VALUES } from './content/content-admin.controller';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { OneHostHeaderGuard } from './common/one-host-header';
import { PARAM_VALUES } from './common/param-values';
import { DatabaseModule } from './database/database.module';
import { DocsPage } from './docs-page';
import { WrongMethodAnswer } from './common/wrong-method';
import { DownloadsModule } from './downloads/downloads.module';
import { HealthModule } from './health/health.module';
import { InquiriesModule } from './inquiries/inquiries.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';
import { PaymentsModule } from './payments/payments.module';
import { RumModule } from './rum/rum.module';

/**
 * The feature modules of the API. Add a module here (one import line) to serve it.
 */
const FEATURE_MODULES: Array<Type | DynamicModule> = [
  AuthModule,
  InquiriesModule,
  ContactModule,
  // Commerce: the catalog, payments (which grant entitlements), entitlement-checked downloads, the account.
  CatalogModule,
  PaymentsModule,
  DownloadsModule,
  AccountModule,
  // The back office (/api/admin): staff only.
  AdminModule,
  // Content staff publish without a release (articles, case studies, resources, the site's facts):
  // its images, resource files and share cards. The editor's /api/admin/content/:kind routes take
  // only kinds of content (PARAM_VALUES below), so they never take /images or /files, in any order.
  ContentMediaModule,
  ContentCardsModule,
  ContentModule,
  // The site assistant: answers from the published content, passes leads to staff.
  AssistantModule,
  // Visitors' reports per remote version (canary releases, npm run releases).
  RumModule,
];

@Module({})
export class AppModule {
  /** `config` lets tests run the real app with their own settings; otherwise the environment is read. */
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, MetricsModule, MailModule, HealthModule, ...FEATURE_MODULES],
      providers: [
        DocsPage,
        WrongMethodAnswer,
        // The path parameters that take a closed list of values (common/param-values.ts).
        { provide: PARAM_VALUES, useValue: [CONTENT_KIND_VALUES] },
        // Every route refuses a request with two Host headers (RFC 9112), whatever the adapter.
        { provide: APP_GUARD, useClass: OneHostHeaderGuard },
      ],
    };
  }
}
