import { BadRequestException, Body, Controller, Get, Headers, HttpCode, NotFoundException, Post, Put, Query } from '@nestjs/common';
import { verifyToken } from '../auth/token';
import { LimitWritesPerIp } from '../auth/write-rate-limit';
import { CrossSiteAllowed } from '../common/request-guards';
import { AppConfig } from '../config/app-config';
import { InitiatePaymentDto, IpnDto, VerifyPaymentDto } from './payments.dto';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

const CARD_FIELDS = ['card_number', 'expiry_date', 'cvv'] as const;

@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly repo: PaymentsRepository,
    private readonly config: AppConfig,
  ) {}

  @Post('initiate')
  @HttpCode(200)
  @LimitWritesPerIp('payment')
  initiate(@Body() dto: InitiatePaymentDto, @Headers('authorization') authorization?: string) {
    // Card data is entered on the provider's hosted page only; it must never be sent, logged or stored here.
    const sent = CARD_FIELDS.filter((f) => dto[f] !== undefined);
    if (sent.length) {
      throw new BadRequestException({
        message: 'Card details are never accepted by this server. Choose card and pay on the secure checkout page.',
        errors: Object.fromEntries(sent.map((f) => [f, ['Card details must not be sent to this server']])),
      });
    }
    // Sign-in is optional here; a signed-in buyer's entitlement belongs to the account, not the typed e-mail.
    const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(authorization ?? '');
    const user = match ? verifyToken(match[1], this.config.jwtSecret) : null;
    return this.payments.initiate(dto, user?.email);
  }

  @Post('verify')
  @HttpCode(200)
  verify(@Body() dto: VerifyPaymentDto) {
    return this.payments.verify(dto);
  }

  /** Pesapal's IPN: GET (query string) or POST (JSON), acknowledged in Pesapal's shape. */
  @Get('ipn')
  ipnGet(@Query() query: IpnDto) {
    return this.ipn(query);
  }

  @Post('ipn')
  @HttpCode(200)
  @CrossSiteAllowed()
  ipnPost(@Body() body: IpnDto) {
    return this.ipn(body);
  }

  /**
   * MoMo's call to X-Callback-Url when the payer approves or declines. The body is only a hint of
   * which payment: the status is confirmed with MoMo before anything is settled.
   */
  @Post('momo-callback')
  @HttpCode(200)
  @CrossSiteAllowed()
  momoCallbackPost(@Body() body: Record<string, unknown>) {
    return this.momoCallback(body);
  }

  @Put('momo-callback')
  @HttpCode(200)
  @CrossSiteAllowed()
  momoCallbackPut(@Body() body: Record<string, unknown>) {
    return this.momoCallback(body);
  }

  private async momoCallback(body: Record<string, unknown>) {
    const externalId = typeof body?.externalId === 'string' ? body.externalId : '';
    const referenceId = typeof body?.referenceId === 'string' ? body.referenceId : '';
    const byExternal = externalId ? await this.repo.byReference(externalId) : undefined;
    const payment = byExternal?.provider === 'momo' ? byExternal : referenceId ? await this.repo.byProviderRef('momo', referenceId) : undefined;
    if (!payment) throw new NotFoundException('Unknown payment.');
    try {
      const current = await this.payments.refresh(payment, 'momo-callback');
      return { reference: current.reference, status: this.payments.answer(current).status };
    } catch {
      // The provider could not confirm now: the reconciler asks again shortly; MoMo need not retry.
      return { reference: payment.reference, status: 'PENDING' };
    }
  }

  private async ipn(fields: IpnDto) {
    const ack = {
      orderNotificationType: String(fields.OrderNotificationType ?? 'IPNCHANGE'),
      orderTrackingId: String(fields.OrderTrackingId ?? ''),
      orderMerchantReference: String(fields.OrderMerchantReference ?? ''),
    };
    if (!ack.orderTrackingId || !ack.orderMerchantReference) return { ...ack, status: 500 };
    try {
      await this.payments.verify({ orderTrackingId: ack.orderTrackingId, orderMerchantReference: ack.orderMerchantReference }, 'ipn');
      return { ...ack, status: 200 };
    } catch {
      // Pesapal's shape with 500 inside (HTTP 200): unknown reference or provider trouble; Pesapal may retry.
      return { ...ack, status: 500 };
    }
  }
}
