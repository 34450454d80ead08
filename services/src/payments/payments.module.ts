import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { PaymentReconciler } from './payment-reconciler';
import { PaymentProviders } from './payment-providers';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

@Module({
  imports: [CatalogModule, EntitlementsModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentsRepository, PaymentProviders, PaymentReconciler],
  exports: [PaymentsService, PaymentsRepository, PaymentReconciler],
})
export class PaymentsModule {}
