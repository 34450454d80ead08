import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { PaymentReconciler } from './payment-reconciler';
import { PaymentProviders } from './payment-providers';
import { PaymentsController } from './payments.controller';
import { PaymentsReadModel } from './payments-read-model';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

@Module({
  imports: [CatalogModule, EntitlementsModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentsRepository, PaymentProviders, PaymentReconciler, PaymentsReadModel],
  exports: [PaymentsService, PaymentsRepository, PaymentReconciler, PaymentsReadModel],
})
export class PaymentsModule {}
