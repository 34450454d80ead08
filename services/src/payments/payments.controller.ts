import { BadRequestException, Body, Controller, Get, HttpCode, Logger, NotFoundException, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { userOfAuthorization } from '../auth/token';
import { LimitWritesPerIp } from '../auth/write-rate-limit';
import { ApiErrors } from '../common/api-error-responses';
import { claimedKeyOf, Idempotent } from '../common/idempotency';
import { CrossSiteAllowed } from '../common/request-guards';
import { AppConfig } from '../config/app-config';
import {
  InitiateAnswerDto,
  InitiatePaymentDto,
  IpnAckDto,
  IpnDto,
  MomoCallbackAnswerDto,
  MomoCallbackDto,
  VerifyAnswerDto,
  VerifyPaymentDto,
} from './payments.dto';
import { PaymentsRepository } from './payments.repository';
import { loopbackCallbackUrl } from './return-address';
import { PaymentsService } from './payments.service';

const CARD_FIELDS = ['card_number', 'expiry_date', 'cvv'] as const;

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly payments: PaymentsService,
    private readonly repo: PaymentsRepository,
    private readonly config: AppConfig,
  ) {}

  @Post('initiate')
  @HttpCode(200)
  @LimitWritesPerIp('payment')
  @Idempotent('payments.initiate')
  // The token is optional here: `{}` beside bearer says so.
  @ApiOperation({ summary: 'Start a payment at the catalog’s price; a signed-in buyer (optional Bearer token) owns what it unlocks.', security: [{ bearer: [] }, {}] })
  @ApiOkResponse({ type: InitiateAnswerDto })
  @ApiErrors({
    400: 'Messages per field in `errors`: unknown item, other currency, an amount that is not the price, card fields sent, a number of another network or country, a number the mobile-money provider does not know.',
    409: 'The signed-in account already has what the hub’s one-time access unlocks; or the payer (the account, else the e-mail) has a payment for this one-time item still in progress; or the first request with this Idempotency-Key is still running; or, sent again with its Idempotency-Key, its first order reached the provider but the checkout page was lost (that attempt is closed: start again).',
    502: 'The provider refused (the payment is recorded as failed), or a hosted checkout did not answer in time (kept pending, closed by the reconciler). A late MoMo answer is not an error: 200 with `message`.',
  })
  initiate(@Body() dto: InitiatePaymentDto, @Req() req: Request): Promise<InitiateAnswerDto> {
    // Card data is entered on the provider's hosted page only; it must never be sent, logged or stored here.
    const sent = CARD_FIELDS.filter((f) => dto[f] !== undefined);
    if (sent.length) {
      throw new BadRequestException({
        message: 'Card details are never accepted by this server. Choose card and pay on the secure checkout page.',
        errors: Object.fromEntries(sent.map((f) => [f, ['Card details must not be sent to this server']])),
      });
    }
    // Sign-in is optional here; a signed-in buyer's entitlement belongs to the account, not the typed e-mail.
    // Read from the request, not a @Headers() parameter: the contract states the optional token as security.
    const user = userOfAuthorization(req.headers.authorization, this.config.jwtSecret);
    return this.payments.initiate(dto, user?.email, loopbackCallbackUrl(req.headers.origin, this.config.publicUrl, this.config.isProduction), claimedKeyOf(req));
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask the provider about a payment and answer its state (spec 7).' })
  @ApiOkResponse({ type: VerifyAnswerDto })
  @ApiErrors({ 400: 'Neither a reference nor a tracking id.', 404: 'Invalid or unverified transaction.', 502: 'The provider’s answer could not be read.' })
  verify(@Body() dto: VerifyPaymentDto): Promise<VerifyAnswerDto> {
    return this.payments.verify(dto);
  }

  /** Pesapal's IPN: GET (query string) or POST (JSON), acknowledged in Pesapal's shape. */
  @Get('ipn')
  @ApiOperation({ summary: 'Pesapal’s instant payment notification (query string).' })
  @ApiOkResponse({ type: IpnAckDto })
  ipnGet(@Query() query: IpnDto): Promise<IpnAckDto> {
    return this.ipn(query);
  }

  @Post('ipn')
  @HttpCode(200)
  @CrossSiteAllowed()
  @ApiOperation({ summary: 'Pesapal’s instant payment notification (JSON).' })
  @ApiOkResponse({ type: IpnAckDto })
  ipnPost(@Body() body: IpnDto): Promise<IpnAckDto> {
    return this.ipn(body);
  }

  /**
   * MoMo's call to X-Callback-Url when the payer approves or declines. The body is only a hint of
   * which payment: the status is confirmed with MoMo before anything is settled.
   */
  @Post('momo-callback')
  @HttpCode(200)
  @CrossSiteAllowed()
  @ApiOperation({ summary: 'MTN MoMo’s callback when the payer approves or declines.' })
  @ApiBody({ type: MomoCallbackDto })
  @ApiOkResponse({ type: MomoCallbackAnswerDto })
  @ApiErrors({ 404: 'Unknown payment.' })
  momoCallbackPost(@Body() body: Record<string, unknown>): Promise<MomoCallbackAnswerDto> {
    return this.momoCallback(body);
  }

  @Put('momo-callback')
  @HttpCode(200)
  @CrossSiteAllowed()
  @ApiOperation({ summary: 'MTN MoMo’s callback (some MoMo environments use PUT).' })
  @ApiBody({ type: MomoCallbackDto })
  @ApiOkResponse({ type: MomoCallbackAnswerDto })
  @ApiErrors({ 404: 'Unknown payment.' })
  momoCallbackPut(@Body() body: Record<string, unknown>): Promise<MomoCallbackAnswerDto> {
    return this.momoCallback(body);
  }

  private async momoCallback(body: Record<string, unknown>): Promise<MomoCallbackAnswerDto> {
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

  private async ipn(fields: IpnDto): Promise<IpnAckDto> {
    const ack: Omit<IpnAckDto, 'status'> = {
      orderNotificationType: String(fields.OrderNotificationType ?? 'IPNCHANGE'),
      orderTrackingId: String(fields.OrderTrackingId ?? ''),
      orderMerchantReference: String(fields.OrderMerchantReference ?? ''),
    };
    if (!ack.orderTrackingId || !ack.orderMerchantReference) return { ...ack, status: 500 };
    try {
      await this.payments.verify({ orderTrackingId: ack.orderTrackingId, orderMerchantReference: ack.orderMerchantReference }, 'ipn');
      return { ...ack, status: 200 };
    } catch (error) {
      if (error instanceof NotFoundException) {
        // Not an order of ours (another system on the account, or a forged call): acknowledged so
        // Pesapal stops retrying something no retry can fix, and logged for staff to look into.
        this.logger.warn(`IPN for an unknown order: OrderTrackingId=${ack.orderTrackingId.slice(0, 100)} OrderMerchantReference=${ack.orderMerchantReference.slice(0, 100)}`);
        return { ...ack, status: 200 };
      }
      // Pesapal's shape with 500 inside (HTTP 200): provider trouble; Pesapal retries, the reconciler asks too.
      return { ...ack, status: 500 };
    }
  }
}
