import { ApiProperty } from '@nestjs/swagger';
import { CURRENCIES, ITEM_KEYS, RESOURCE_TYPES, type Currency, type HubResource } from '../catalog/catalog.data';
import { PAYMENT_RECORD_STATUSES, type PaymentRecordStatus } from '../payments/payments.dto';

/** GET /api/account: the signed-in visitor's purchases, what they unlocked, and their downloads. */
export class AccountPaymentDto {
  @ApiProperty({ example: 'NCM3K2Z9A1B2C3D4E5' })
  reference: string;

  @ApiProperty({ enum: ITEM_KEYS, enumName: 'ItemKey' })
  itemKey: string;

  @ApiProperty({ example: 'Brand Training Essentials' })
  itemName: string;

  @ApiProperty({ example: 235000 })
  amount: number;

  @ApiProperty({ enum: CURRENCIES, enumName: 'Currency' })
  currency: Currency;

  @ApiProperty({ description: '`card`, or `mobile:` and the network', example: 'mobile:mtn' })
  method: string;

  @ApiProperty({ enum: PAYMENT_RECORD_STATUSES, enumName: 'PaymentRecordStatus' })
  status: PaymentRecordStatus;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

export class EntitlementDto {
  @ApiProperty({ enum: ITEM_KEYS, enumName: 'ItemKey' })
  itemKey: string;

  @ApiProperty()
  itemName: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'The payment that granted it; null when staff granted it.' })
  reference: string | null;

  @ApiProperty({ type: 'string', format: 'date-time' })
  grantedAt: string;
}

/** Access staff (or a reversed payment) took back, and nothing the account holds gives it again. */
export class WithdrawnAccessDto {
  @ApiProperty({ enum: ITEM_KEYS, enumName: 'ItemKey' })
  itemKey: string;

  @ApiProperty()
  itemName: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'The payment that had granted it; null when staff had granted it.' })
  reference: string | null;

  @ApiProperty({ type: 'string', format: 'date-time' })
  withdrawnAt: string;
}

export class AccountDownloadDto {
  @ApiProperty({ example: 'brand-persona-guide' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ enum: RESOURCE_TYPES, enumName: 'ResourceType' })
  type: HubResource['type'];

  @ApiProperty({ example: '/api/drive/download/brand-persona-guide' })
  url: string;
}

export class AccountDto {
  @ApiProperty({ example: 'amina@example.com' })
  email: string;

  @ApiProperty({ type: [AccountPaymentDto], description: 'Newest first.' })
  payments: AccountPaymentDto[];

  @ApiProperty({ type: [EntitlementDto], description: 'Newest first; revoked ones are left out.' })
  entitlements: EntitlementDto[];

  @ApiProperty({ type: [WithdrawnAccessDto], description: 'Newest first; an item granted again since is left out.' })
  withdrawn: WithdrawnAccessDto[];

  @ApiProperty({ type: [AccountDownloadDto] })
  downloads: AccountDownloadDto[];
}
