import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { PaymentReconciler } from './payment-reconciler';
import { PaymentProviders } from './payment-providers';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

@Module({
  imports: [CatalogModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentsRepository, PaymentProviders, PaymentReconciler],
  exports: [PaymentsRepository, PaymentReconciler],
})
export class PaymentsModule {}
