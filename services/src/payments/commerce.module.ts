import { Module } from '@nestjs/common';
import { AccountController } from '../account/account.controller';
import { CatalogModule } from '../catalog/catalog.module';
import { DownloadsController } from '../downloads/downloads.controller';
import { EntitlementsService } from '../downloads/entitlements.service';
import { PaymentsModule } from './payments.module';

/** Everything commerce serves: catalog, payments, entitlement-checked downloads and the account. */
@Module({
  imports: [CatalogModule, PaymentsModule],
  controllers: [DownloadsController, AccountController],
  providers: [EntitlementsService],
})
export class CommerceModule {}
