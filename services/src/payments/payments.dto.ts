import { Allow, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CURRENCIES } from '../catalog/catalog.data';

/** The spec 7 initiate payload plus the catalog key of what is bought. */
export class InitiatePaymentDto {
  @IsString()
  @IsNotEmpty({ message: 'itemKey is required' })
  @MaxLength(80)
  itemKey: string;

  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(100)
  firstName: string;

  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(100)
  lastName: string;

  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email: string;

  @IsString()
  @IsNotEmpty({ message: 'Phone number is required' })
  @MaxLength(40)
  phone: string;

  @IsIn(CURRENCIES as unknown as string[], { message: 'currency must be UGX or RWF' })
  currency: string;

  /** Only compared with the server's price; never used to charge. */
  @IsOptional()
  @Allow()
  amount?: unknown;

  @IsIn(['mobile', 'card'], { message: 'payment_method must be mobile or card' })
  payment_method: 'mobile' | 'card';

  @ValidateIf((o: InitiatePaymentDto) => o.payment_method === 'mobile')
  @IsIn(['mtn', 'airtel'], { message: 'Provider is required' })
  network?: string;

  @ValidateIf((o: InitiatePaymentDto) => o.payment_method === 'mobile')
  @IsString()
  @IsNotEmpty({ message: 'Mobile number is required' })
  @MaxLength(40)
  mobile_number?: string;

  // Declared only so the controller can refuse them by name (400) before anything else looks at them.
  @IsOptional() @Allow() card_number?: unknown;
  @IsOptional() @Allow() expiry_date?: unknown;
  @IsOptional() @Allow() cvv?: unknown;
}

/** Either our reference, or the three fields of Pesapal's callback. */
export class VerifyPaymentDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  orderTrackingId?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  orderMerchantReference?: string;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  orderNotificationType?: string;
}

/** Pesapal's IPN (query string or JSON): three texts; any other shape is a 400, never a crash (checks run bottom-up). */
export class IpnDto {
  @MaxLength(100)
  @IsString()
  @IsOptional()
  OrderTrackingId?: string;

  @MaxLength(100)
  @IsString()
  @IsOptional()
  OrderMerchantReference?: string;

  @MaxLength(40)
  @IsString()
  @IsOptional()
  OrderNotificationType?: string;
}
