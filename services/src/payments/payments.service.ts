import { randomBytes } from 'node:crypto';
import { BadGatewayException, BadRequestException, ConflictException, Injectable, Logger, NotFoundException, UnprocessableEntityException, type OnModuleDestroy } from '@nestjs/common';
import { ONE_TIME_ITEMS, UNLOCKS_PERSONA_KIT } from '../catalog/catalog.data';
import { CatalogService } from '../catalog/catalog.service';
import { EntitlementsService } from '../entitlements/entitlements.service';
import type { MobileNetwork, PaymentCurrency } from '../config/payment-settings';
import { CHECK_WINDOW_MS, DeferredChecks, NOTIFICATION_SOURCES, THROTTLED_SOURCES } from './check-window';
import { checkMobileNumber, internationalPhone } from './mobile-number';
import type { InitiateAnswerDto, InitiatePaymentDto, VerifyPaymentDto } from './payments.dto';
import { PaymentsRepository, type PaymentRow } from './payments.repository';
import { PaymentProviders } from './payment-providers';
import { ProviderError, ProviderInputError, ProviderOrderExistsError, ProviderUnsureError, VERIFY_FAILED, type PaymentProvider, type ProviderStatus, type StartPaymentInput } from './providers/payment-provider';

export interface VerifyAnswer {
  success: boolean;
  /** Spec 7's three states: a reversed payment reads as FAILED here (its own state is kept in the history). */
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  message: string;
  reference: string;
  transactionId: string;
  itemKey: string;
}

const MESSAGES = {
  COMPLETED: 'Payment completed successfully.',
  FAILED: 'Payment failed or was cancelled.',
  PENDING: 'Payment is still pending.',
  REVERSED: 'Payment was reversed by the provider.',
} as const;

/**
 * What the payer is told when MoMo took longer than our time limit (or failed on its side) to
 * answer the request to pay: the request may well be on the phone, so it is not a failure.
 */
export const CONFIRMING_WITH_MTN = "We're confirming your payment with MTN; you'll find it on your dashboard once it's approved";

/** The visitor's answer when the payer already has an open payment for a one-time item. */
export function oneTimePending(itemName: string): string {
  return `A payment for ${itemName} with this e-mail is already in progress. Finish it, or wait until it is settled, before paying again.`;
}

/** The same request sent again after its first order reached the provider but its answer was lost. */
export const ORDER_ANSWER_LOST =
  'Your first attempt reached the payment provider, but its answer was lost, so that checkout page cannot be opened. Nothing was charged: start the payment again.';

/** What one question to the provider gave: the payment after it, and the answer when asked. */
export interface CheckResult {
  row: PaymentRow;
  /** Undefined when the provider was not asked (nothing to ask about, or asked within the window). */
  answer?: ProviderStatus;
}

/** Our merchant reference: unique, alphanumeric, well under Pesapal's 50 characters. */
export function newMerchantReference(): string {
  return `NC${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

@Injectable()
export class PaymentsService implements OnModuleDestroy {
  private readonly logger = new Logger('Payments');
  private readonly deferred = new DeferredChecks();

  constructor(
    private readonly catalog: CatalogService,
    private readonly repo: PaymentsRepository,
    private readonly providers: PaymentProviders,
    private readonly entitlements: EntitlementsService,
  ) {}

  /**
   * `accountEmail`: the signed-in buyer, who then owns the entitlement whatever e-mail was typed.
   * `callbackUrl`: where the hosted checkout sends the payer back, when not PUBLIC_URL's (return-address.ts).
   * `attemptKey`: the caller's Idempotency-Key (with its scope); a request sent again with it after a
   * failed answer goes on with its first attempt (`resume`) instead of starting a second order.
   */
  async initiate(dto: InitiatePaymentDto, accountEmail?: string, callbackUrl?: string, attemptKey?: string): Promise<InitiateAnswerDto> {
    const item = this.catalog.item(dto.itemKey);
    if (!item) throw new BadRequestException({ message: 'Unknown item.', errors: { itemKey: ['Unknown item'] } });
    const amount = this.catalog.priceOf(dto.itemKey, dto.currency);
    if (amount === undefined) throw new BadRequestException({ message: 'Unsupported currency.', errors: { currency: ['currency must be UGX or RWF'] } });
    if (dto.amount !== undefined && dto.amount !== null && dto.amount !== '' && Number(dto.amount) !== amount) {
      throw new BadRequestException({ message: `The amount does not match the price of ${item.name} (${dto.currency} ${amount}).`, errors: { amount: ['Amount does not match the price'] } });
    }
    // The hub's one-time access unlocks nothing a signed-in account does not already have: a second
    // payment for it is refused (a visitor who signed in inside the hub's dialog was offered one).
    if (item.kind === 'access' && accountEmail && (await this.entitlements.hasAccess(accountEmail, [...UNLOCKS_PERSONA_KIT]))) {
      throw new ConflictException({ message: `You already have ${item.name}: every persona-kit file is on your dashboard.` });
    }
    const currency = dto.currency as PaymentCurrency;
    const country = this.providers.settings.countries[currency];
    const network = dto.payment_method === 'mobile' ? (dto.network as MobileNetwork) : undefined;
    let msisdn: string | undefined;
    if (network) {
      const check = checkMobileNumber(dto.mobile_number ?? '', country.code, network);
      if (!check.ok) throw new BadRequestException({ message: check.message, errors: { mobile_number: [check.message] } });
      msisdn = check.e164;
    }
    const provider = this.providers.choose(currency, dto.payment_method, network);
    const first = attemptKey ? await this.repo.openAttempt(attemptKey) : undefined;
    if (first) return this.resume(first, dto, accountEmail, callbackUrl);
    const reference = newMerchantReference();
    // Stored with the payment before the provider is called: a lost answer still leaves what to ask about.
    const providerRef = provider.newProviderRef?.();
    // Trimmed by the DTO (RequiredText / RequiredEmail), as the other forms' fields are. The
    // contact phone goes to the provider's billing address in international form.
    const person = { email: dto.email, firstName: dto.firstName, lastName: dto.lastName, phone: internationalPhone(dto.phone, country.code) };
    const oneTimeHold = ONE_TIME_ITEMS.has(item.key) ? (accountEmail ?? dto.email).trim().toLowerCase() : undefined;
    const created = await this.repo.create({
      oneTimeHold,
      attemptKey,
      reference,
      itemKey: item.key,
      currency,
      amount,
      method: network ? `mobile:${network}` : 'card',
      provider: provider.name,
      ...person,
      accountEmail: accountEmail?.toLowerCase(),
      msisdn,
      providerRef,
      firstCheckInMs: this.providers.settings.reconcile.firstDelayMs,
    });
    if (!created) throw new ConflictException({ message: oneTimePending(item.name) });
    return this.start(provider, {
      merchantReference: reference,
      amount,
      currency,
      description: `${item.name} (Nyota Creative)`,
      ...person,
      msisdn,
      callbackUrl: callbackUrl ?? this.providers.callbackUrl,
      providerRef,
    });
  }

  /**
   * Asks the provider to start a stored payment and answers the visitor. A lost answer keeps it
   * PENDING; a refusal closes it as FAILED.
   */
  private async start(provider: PaymentProvider, input: StartPaymentInput): Promise<InitiateAnswerDto> {
    const { merchantReference: reference, amount, providerRef } = input;
    const currency = input.currency as PaymentCurrency;
    try {
      const started = await provider.start(input);
      if (started.providerRef !== providerRef) await this.repo.setProviderRef(reference, started.providerRef);
      return { reference, ...(started.redirectUrl ? { redirect_url: started.redirectUrl } : {}), status: 'PENDING', amount, currency };
    } catch (error) {
      if (error instanceof ProviderUnsureError) {
        // The provider may have the request: never FAILED on a lost answer. The callback or the
        // reconciler settles it (MoMo: by the stored X-Reference-Id).
        this.logger.warn(`initiate ${reference}: no clear answer (${error.message}); kept PENDING for the reconciler`);
        await this.repo.recordCheck(reference, 'PENDING', 'initiate', `No clear answer from the provider (${error.message}); kept PENDING`);
        if (provider.name === 'momo') return { reference, status: 'PENDING', amount, currency, message: CONFIRMING_WITH_MTN };
        // A hosted checkout without its page cannot be paid: the visitor tries again. Nobody has
        // the page, so the payment holds no one-time item; the same request sent again with its
        // Idempotency-Key goes on with this one (`resume`), a new one starts afresh.
        await this.repo.setOneTimeHold(reference, null);
        throw new BadGatewayException({ message: error.message, error: error.message });
      }
      if (error instanceof ProviderOrderExistsError) {
        // Only a request sent again (`resume`) reaches this: its first order is at the provider,
        // but its page was never had, so nobody can pay it. Closed, so the visitor can start again.
        await this.repo.settle(reference, 'FAILED', 'initiate', `The provider has this order but its answer (the checkout page) was lost: ${error.detail ?? error.message}`, undefined, ORDER_ANSWER_LOST);
        throw new ConflictException({ message: ORDER_ANSWER_LOST });
      }
      const message = error instanceof ProviderError ? error.message : 'Payment initiation failed. Please try again.';
      this.logger.warn(`initiate ${reference}: ${(error as Error).message}`);
      await this.repo.settle(reference, 'FAILED', 'initiate', error instanceof ProviderError && error.detail ? `${message} ${error.detail}` : message);
      // The visitor's own input: 400 under the field (a 502 said the provider was at fault).
      if (error instanceof ProviderInputError) throw new BadRequestException({ message, errors: { [error.field]: [message] } });
      throw new BadGatewayException({ message, error: message });
    }
  }

  /**
   * The same request again (its Idempotency-Key) after its first answer failed, while that payment
   * is still open. Never a second order: the order is sent again under the same merchant reference,
   * which the provider takes once (Pesapal refuses a duplicate `id`).
   */
  private async resume(first: PaymentRow, dto: InitiatePaymentDto, accountEmail: string | undefined, callbackUrl: string | undefined): Promise<InitiateAnswerDto> {
    const { reference, amount } = first;
    const currency = first.currency as PaymentCurrency;
    const same =
      first.item_key === dto.itemKey && first.currency === dto.currency && first.email.toLowerCase() === dto.email.trim().toLowerCase() && (first.method === 'card') === (dto.payment_method === 'card');
    if (!same) throw new UnprocessableEntityException({ message: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.' });
    // MoMo took (or may have taken) the request to pay: it is on the phone, settled by the callback.
    if (first.provider === 'momo') return { reference, status: 'PENDING', amount, currency, message: CONFIRMING_WITH_MTN };
    if (first.provider_ref) throw new ConflictException({ message: ORDER_ANSWER_LOST });
    const item = this.catalog.item(first.item_key);
    const name = item?.name ?? first.item_key;
    if (ONE_TIME_ITEMS.has(first.item_key) && !(await this.repo.setOneTimeHold(reference, (accountEmail ?? first.email).trim().toLowerCase()))) {
      throw new ConflictException({ message: oneTimePending(name) });
    }
    this.logger.warn(`initiate ${reference}: sent again with its Idempotency-Key; the order goes to the provider again under the same reference`);
    return this.start(this.providers.byName(first.provider, first.currency), {
      merchantReference: reference,
      amount,
      currency,
      description: `${name} (Nyota Creative)`,
      email: first.email,
      firstName: first.first_name,
      lastName: first.last_name,
      phone: first.phone,
      msisdn: first.msisdn ?? undefined,
      callbackUrl: callbackUrl ?? this.providers.callbackUrl,
    });
  }

  async verify(dto: VerifyPaymentDto, source = 'verify'): Promise<VerifyAnswer> {
    const payment = await this.find(dto);
    if (!payment) throw new NotFoundException('Invalid or unverified transaction.');
    try {
      return this.answer(await this.refresh(payment, source));
    } catch (error) {
      // Logged with the provider's body by the adapter; the visitor sees the spec's failure message.
      if (error instanceof ProviderError) throw new BadGatewayException({ message: error.message === VERIFY_FAILED ? VERIFY_FAILED : error.message, error: VERIFY_FAILED });
      throw error;
    }
  }

  onModuleDestroy(): void {
    this.deferred.clear();
  }

  private async askAfterWindow(reference: string, source: string): Promise<void> {
    try {
      const payment = await this.repo.byReference(reference);
      if (payment) await this.refresh(payment, source, true);
    } catch (error) {
      // A pending payment is still the reconciler's; a reversal shows at the back office's check.
      this.logger.warn(`${reference}: the ${source} check after the window failed: ${(error as Error).message}`);
    }
  }

  /** Asks the provider about one payment and records the answer (see `ask`); the payment after it. */
  async refresh(payment: PaymentRow, source: string, afterWindow = false): Promise<PaymentRow> {
    return (await this.ask(payment, source, afterWindow)).row;
  }

  /**
   * Asks the provider about one payment (never trusting the caller) and records the answer. A
   * visitor's verify asks about a PENDING or FAILED payment only; the providers' notifications, the
   * reconciler and the back office ask whatever the state, because the provider's word wins: a
   * confirmed success completes a FAILED (or expired) payment, a reversal revokes from any state.
   * Throws ProviderError when the provider could not be reached or its answer cannot be read.
   */
  async ask(payment: PaymentRow, source: string, afterWindow = false): Promise<CheckResult> {
    // A visitor's verify may find a failed payment paid since (a payer retrying on the provider's page).
    if (!payment.provider_ref || (source === 'verify' && (payment.status === 'COMPLETED' || payment.status === 'REVERSED'))) return { row: payment };
    if (THROTTLED_SOURCES.has(source) && !(await this.repo.claimCheck(payment.reference, CHECK_WINDOW_MS))) {
      // Asked within the window (./check-window.ts): answer what is stored. A notification may tell
      // of a change that earlier question came too soon to see (a reversal, notified once): one more
      // question once the window has passed. If someone asked meanwhile, they asked after the
      // notification, and that one is dropped.
      if (NOTIFICATION_SOURCES.has(source) && !afterWindow) {
        this.deferred.schedule(payment.reference, CHECK_WINDOW_MS, () => this.askAfterWindow(payment.reference, source));
      }
      return { row: (await this.repo.byReference(payment.reference)) ?? payment };
    }
    const status = await this.providers.byName(payment.provider, payment.currency).status(payment.provider_ref);
    await this.record(payment, status, source);
    return { row: (await this.repo.byReference(payment.reference)) ?? payment, answer: status };
  }

  /** Records the provider's answer. An unchanged answer is written to the history while PENDING or when staff asked. */
  private async record(payment: PaymentRow, status: ProviderStatus, source: string): Promise<void> {
    const { reference } = payment;
    const unchanged = () => (payment.status === 'PENDING' || source === 'check-now' ? this.repo.recordCheck(reference, payment.status, source, `The provider answered ${status.state}: ${status.detail}`) : undefined);
    if (status.state === 'REVERSED') {
      if (await this.repo.reverse(reference, source, status.detail)) this.logger.warn(`${reference} reversed by the provider: entitlement revoked`);
      else await unchanged();
    } else if (payment.status === 'PENDING' && status.state !== 'PENDING') {
      await this.repo.settle(reference, status.state, source, status.detail, status.confirmation, status.message);
    } else if (payment.status === 'FAILED' && status.state === 'COMPLETED') {
      if (await this.repo.completeLate(reference, source, status.detail, status.confirmation)) this.logger.warn(`${reference} completed after FAILED (${source}): granted, staff note left`);
    } else if (payment.status === 'PENDING') {
      await this.repo.recordCheck(reference, 'PENDING', source, status.detail);
    } else {
      await unchanged();
    }
  }

  /** The payments an account owns (made signed in, or as a guest with its e-mail and attached at a sign-in since), newest first. */
  forAccount(email: string): Promise<PaymentRow[]> {
    return this.repo.forOwner(email);
  }

  answer(current: PaymentRow): VerifyAnswer {
    return {
      success: current.status === 'COMPLETED',
      status: current.status === 'REVERSED' ? 'FAILED' : current.status,
      message: current.status === 'FAILED' && current.status_message ? current.status_message : MESSAGES[current.status],
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
