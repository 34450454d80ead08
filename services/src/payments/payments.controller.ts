import { BadRequestException, Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { LimitWritesPerIp } from '../auth/write-rate-limit';
import { CrossSiteAllowed } from '../common/request-guards';
import { InitiatePaymentDto, IpnDto, VerifyPaymentDto } from './payments.dto';
import { PaymentsService } from './payments.service';

const CARD_FIELDS = ['card_number', 'expiry_date', 'cvv'] as const;

@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('initiate')
  @HttpCode(200)
  @LimitWritesPerIp('payment')
  initiate(@Body() dto: InitiatePaymentDto) {
    // Card data is entered on the provider's hosted page only; it must never be sent, logged or stored here.
    const sent = CARD_FIELDS.filter((f) => dto[f] !== undefined);
    if (sent.length) {
      throw new BadRequestException({
        message: 'Card details are never accepted by this server. Choose card and pay on the secure checkout page.',
        errors: Object.fromEntries(sent.map((f) => [f, ['Card details must not be sent to this server']])),
      });
    }
    return this.payments.initiate(dto);
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
      // 500 tells Pesapal to retry later.
      return { ...ack, status: 500 };
    }
  }
}
