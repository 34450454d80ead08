import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { EntitlementsService } from './entitlements.service';
import { PaymentEntitlements } from './payment-entitlements';

/** Who may use which catalog item: payments, the back office, downloads and the account page all go through it. */
@Module({
  imports: [CatalogModule],
  providers: [EntitlementsService, PaymentEntitlements],
  exports: [EntitlementsService, PaymentEntitlements],
})
export class EntitlementsModule {}
