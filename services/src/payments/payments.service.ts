import { randomBytes } from 'node:crypto';
import { BadGatewayException, BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service';
import type { InitiatePaymentDto, VerifyPaymentDto } from './payments.dto';
import { PaymentsRepository, type PaymentRow } from './payments.repository';
import { PaymentProviders } from './payment-providers';
import { ProviderError } from './providers/payment-provider';

export interface VerifyAnswer {
  success: boolean;
  status: PaymentRow['status'];
  message: string;
  reference: string;
  transactionId: string;
  itemKey: string;
}

const MESSAGES = {
  COMPLETED: 'Payment completed successfully.',
  FAILED: 'Payment failed or was cancelled.',
  PENDING: 'Payment is still pending.',
} as const;

/** Our merchant reference: unique, alphanumeric, well under Pesapal's 50 characters. */
export function newMerchantReference(): string {
  return `NC${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly catalog: CatalogService,
    private readonly repo: PaymentsRepository,
    private readonly providers: PaymentProviders,
  ) {}

  async initiate(dto: InitiatePaymentDto): Promise<{ reference: string; redirect_url?: string; status: 'PENDING'; amount: number; currency: string }> {
    const item = this.catalog.item(dto.itemKey);
    if (!item) throw new BadRequestException({ message: 'Unknown item.', errors: { itemKey: ['Unknown item'] } });
    const amount = this.catalog.priceOf(dto.itemKey, dto.currency);
    if (amount === undefined) throw new BadRequestException({ message: 'Unsupported currency.', errors: { currency: ['currency must be UGX or RWF'] } });
    if (dto.amount !== undefined && dto.amount !== null && dto.amount !== '' && Number(dto.amount) !== amount) {
      throw new BadRequestException({ message: `The amount does not match the price of ${item.name} (${dto.currency} ${amount}).`, errors: { amount: ['Amount does not match the price'] } });
    }
    const provider = this.providers.forMethod(dto.payment_method);
    const reference = newMerchantReference();
    await this.repo.create({
      reference,
      itemKey: item.key,
      currency: dto.currency,
      amount,
      method: dto.payment_method === 'mobile' ? `mobile:${dto.network}` : 'card',
      provider: provider.name,
      email: dto.email.trim(),
      firstName: dto.firstName.trim(),
      lastName: dto.lastName.trim(),
      phone: dto.phone.trim(),
    });
    try {
      const started = await provider.start({
        merchantReference: reference,
        amount,
        currency: dto.currency,
        description: `${item.name} (Nyota Creative)`,
        email: dto.email.trim(),
        phone: dto.phone.trim(),
        firstName: dto.firstName.trim(),
        lastName: dto.lastName.trim(),
        msisdn: dto.mobile_number,
        callbackUrl: this.providers.callbackUrl,
      });
      await this.repo.setProviderRef(reference, started.providerRef);
      return { reference, ...(started.redirectUrl ? { redirect_url: started.redirectUrl } : {}), status: 'PENDING', amount, currency: dto.currency };
    } catch (error) {
      const message = error instanceof ProviderError ? error.message : 'Payment initiation failed. Please try again.';
      this.logger.warn(`initiate ${reference}: ${(error as Error).message}`);
      await this.repo.settle(reference, 'FAILED', 'initiate', message);
      throw new BadGatewayException({ message, error: message });
    }
  }

  async verify(dto: VerifyPaymentDto, source = 'verify'): Promise<VerifyAnswer> {
    const payment = await this.find(dto);
    if (!payment) throw new NotFoundException('Invalid or unverified transaction.');
    return this.refresh(payment, source);
  }

  /** Confirms with the provider (never trusting the caller) and settles at most once. */
  async refresh(payment: PaymentRow, source: string): Promise<VerifyAnswer> {
    let current = payment;
    if (payment.status === 'PENDING' && payment.provider_ref) {
      const provider = this.providers.byName(payment.provider);
      let status;
      try {
        status = await provider.status(payment.provider_ref);
      } catch (error) {
        const message = error instanceof ProviderError ? error.message : 'Payment verification failed';
        throw new BadGatewayException(message);
      }
      if (status.state === 'PENDING') await this.repo.recordCheck(payment.reference, 'PENDING', source, status.detail);
      else await this.repo.settle(payment.reference, status.state, source, status.detail, status.confirmation);
      current = (await this.repo.byReference(payment.reference)) ?? payment;
    }
    return {
      success: current.status === 'COMPLETED',
      status: current.status,
      message: MESSAGES[current.status],
      reference: current.reference,
      transactionId: current.confirmation || current.provider_ref || current.reference,
      itemKey: current.item_key,
    };
  }

  private async find(dto: VerifyPaymentDto): Promise<PaymentRow | undefined> {
    if (dto.orderTrackingId) {
      const byTracking = await this.repo.byProviderRef('pesapal', dto.orderTrackingId);
      if (byTracking && dto.orderMerchantReference && byTracking.reference !== dto.orderMerchantReference) return undefined;
      return byTracking;
    }
    const ref = dto.reference ?? dto.orderMerchantReference;
    if (!ref) throw new BadRequestException({ message: 'reference is required.', errors: { reference: ['reference is required'] } });
    return (await this.repo.byReference(ref)) ?? (await this.repo.byProviderRef('momo', ref));
  }
}
