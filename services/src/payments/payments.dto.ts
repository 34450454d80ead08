import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CURRENCIES, ITEM_KEYS, type Currency } from '../catalog/catalog.data';
import { RequiredEmail, RequiredText, Stacked } from '../common/text-fields';
import type { MobileNetwork } from '../config/payment-settings';
import type { ProviderState } from './providers/payment-provider';
import type { VerifyAnswer } from './payments.service';

export const PAYMENT_METHODS = ['mobile', 'card'] as const;
export const MOBILE_NETWORKS = ['mtn', 'airtel'] as const satisfies readonly MobileNetwork[];
/** Spec 7's three states of a payment as the buyer sees it. */
export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
/** What the history keeps: a completed payment the provider reversed later stays REVERSED. */
export const PAYMENT_RECORD_STATUSES = [...PAYMENT_STATUSES, 'REVERSED'] as const satisfies readonly ProviderState[];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/** The spec 7 initiate payload plus the catalog key of what is bought. */
export class InitiatePaymentDto {
  // Stacked: presence is checked first and only the first failure is reported (text-fields.ts), so a
  // missing field says "is required" (spec 5.4), not "must be shorter than" (it did).
  @Stacked(
    ApiProperty({ enum: ITEM_KEYS, enumName: 'ItemKey', description: 'What is bought (GET /api/catalog).' }),
    MaxLength(80, { message: 'itemKey must be at most 80 characters' }),
    IsNotEmpty({ message: 'itemKey is required' }),
    IsString({ message: 'itemKey is required' }),
  )
  itemKey: string;

  @RequiredText('First name', 100)
  firstName: string;

  @RequiredText('Last name', 100)
  lastName: string;

  @RequiredEmail(IsEmail({}, { message: 'Please enter a valid email address' }))
  email: string;

  @RequiredText('Phone number', 40, { example: '0772 123 456' })
  phone: string;

  @ApiProperty({ enum: CURRENCIES, enumName: 'Currency' })
  @IsIn(CURRENCIES as unknown as string[], { message: 'currency must be UGX or RWF' })
  currency: string;

  /** Only compared with the server's price; never used to charge. */
  @ApiPropertyOptional({ type: 'number', description: 'The price the visitor saw; a different figure is refused (400), it is never charged.' })
  @IsOptional()
  @Allow()
  amount?: unknown;

  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', description: 'card: the answer carries the hosted checkout’s redirect_url.' })
  @IsIn(PAYMENT_METHODS, { message: 'payment_method must be mobile or card' })
  payment_method: (typeof PAYMENT_METHODS)[number];

  @ApiPropertyOptional({ enum: MOBILE_NETWORKS, enumName: 'MobileNetwork', description: 'Required with payment_method mobile.' })
  @ValidateIf((o: InitiatePaymentDto) => o.payment_method === 'mobile')
  @IsIn(MOBILE_NETWORKS, { message: 'Provider is required' })
  network?: string;

  @ApiPropertyOptional({ maxLength: 40, example: '0772 123 456', description: 'Required with payment_method mobile: a number of the chosen network in the currency’s country.' })
  @ValidateIf((o: InitiatePaymentDto) => o.payment_method === 'mobile')
  @Stacked(
    MaxLength(40, { message: 'Mobile number must be at most 40 characters' }),
    IsNotEmpty({ message: 'Mobile number is required' }),
    IsString({ message: 'Mobile number is required' }),
  )
  mobile_number?: string;

  // Declared only so the controller can refuse them by name (400) before anything else looks at them.
  @ApiHideProperty() @IsOptional() @Allow() card_number?: unknown;
  @ApiHideProperty() @IsOptional() @Allow() expiry_date?: unknown;
  @ApiHideProperty() @IsOptional() @Allow() cvv?: unknown;
}

/** Either our reference, or the three fields of Pesapal's callback. */
export class VerifyPaymentDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Our reference (mobile money).' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string;

  @ApiPropertyOptional({ maxLength: 100, description: 'From the hosted checkout’s return address.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  orderTrackingId?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  orderMerchantReference?: string;

  @ApiPropertyOptional({ maxLength: 40 })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  orderNotificationType?: string;
}

/** Pesapal's IPN (query string or JSON): three texts; any other shape is a 400, never a crash (checks run bottom-up). */
export class IpnDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @MaxLength(100)
  @IsString()
  @IsOptional()
  OrderTrackingId?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @MaxLength(100)
  @IsString()
  @IsOptional()
  OrderMerchantReference?: string;

  @ApiPropertyOptional({ maxLength: 40, example: 'IPNCHANGE' })
  @MaxLength(40)
  @IsString()
  @IsOptional()
  OrderNotificationType?: string;
}

/** POST /api/payments/initiate's answer: mobile money waits for the payer; card goes to redirect_url. */
export class InitiateAnswerDto {
  @ApiProperty({ description: 'Our reference: verify the payment with it.', example: 'NCM3K2Z9A1B2C3D4E5' })
  reference: string;

  @ApiPropertyOptional({ description: 'Card: the provider’s hosted checkout page to send the visitor to.' })
  redirect_url?: string;

  @ApiProperty({ enum: ['PENDING'] })
  status: 'PENDING';

  @ApiProperty({ description: 'What is charged: the catalog’s price.', example: 235000 })
  amount: number;

  @ApiProperty({ enum: CURRENCIES, enumName: 'Currency' })
  currency: Currency;

  @ApiPropertyOptional({
    description: 'Said to the payer when the provider’s answer was late: the payment is being confirmed and appears on the dashboard once approved.',
    example: "We're confirming your payment with MTN; you'll find it on your dashboard once it's approved",
  })
  message?: string;
}

/** POST /api/payments/verify's answer (spec 7), after asking the provider. */
export class VerifyAnswerDto implements VerifyAnswer {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus', description: 'A reversed payment reads FAILED.' })
  status: PaymentStatus;

  @ApiProperty({ example: 'Payment completed successfully.' })
  message: string;

  @ApiProperty()
  reference: string;

  @ApiProperty({ description: 'The provider’s confirmation, else its reference, else ours.' })
  transactionId: string;

  @ApiProperty({ enum: ITEM_KEYS, enumName: 'ItemKey' })
  itemKey: string;
}

/** Pesapal's IPN acknowledgement, in Pesapal's shape (HTTP 200 either way; `status` 500 asks Pesapal to retry). */
export class IpnAckDto {
  @ApiProperty({ example: 'IPNCHANGE' })
  orderNotificationType: string;

  @ApiProperty()
  orderTrackingId: string;

  @ApiProperty()
  orderMerchantReference: string;

  @ApiProperty({ enum: [200, 500] })
  status: 200 | 500;
}

/** What MoMo posts to X-Callback-Url; only a hint of which payment (the status is asked from MoMo). */
export class MomoCallbackDto {
  @ApiPropertyOptional({ description: 'Our reference.' })
  externalId?: string;

  @ApiPropertyOptional({ description: 'MoMo’s X-Reference-Id.' })
  referenceId?: string;
}

export class MomoCallbackAnswerDto {
  @ApiProperty()
  reference: string;

  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  status: PaymentStatus;
}
