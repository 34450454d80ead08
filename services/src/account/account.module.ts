import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { PaymentsModule } from '../payments/payments.module';
import { AccountController } from './account.controller';

/** GET /api/account: the signed-in user's payments, entitlements and downloads. */
@Module({
  imports: [CatalogModule, PaymentsModule, EntitlementsModule],
  controllers: [AccountController],
})
export class AccountModule {}
