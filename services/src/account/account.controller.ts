import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthGuard, CurrentUser } from '../auth';
import { ApiErrors } from '../common/api-error-responses';
import { CatalogService } from '../catalog/catalog.service';
import { unlockingKeys, type Currency } from '../catalog/catalog.data';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { PaymentsService } from '../payments/payments.service';
import { AccountDto } from './account.dto';

@ApiTags('account')
@ApiBearerAuth()
@Controller('account')
@UseGuards(AuthGuard)
export class AccountController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly catalog: CatalogService,
    private readonly entitlements: EntitlementsService,
  ) {}

  /** The signed-in user's purchases, what they unlocked, and the files they may download now. */
  @Get()
  @ApiOperation({ summary: 'The signed-in visitor’s purchases, entitlements and downloads.' })
  @ApiOkResponse({ type: AccountDto })
  @ApiErrors({ 401: 'No valid token.' })
  async get(@CurrentUser() user: { email: string }): Promise<AccountDto> {
    const [payments, entitlements, resources] = await Promise.all([
      this.payments.forAccount(user.email),
      this.entitlements.ownedBy(user.email),
      this.catalog.resources(),
    ]);
    const downloadable = resources.filter((r) => !r.comingSoon && r.file);
    const opens = await Promise.all(downloadable.map((r) => r.access === 'free' || this.entitlements.hasAccess(user.email, unlockingKeys(r.itemKey))));
    const nameOf = (key: string) => this.catalog.item(key)?.name ?? key;
    const held = new Set(entitlements.filter((e) => e.active).map((e) => e.itemKey));
    // One line per item taken back (the newest revocation), unless the account holds it again.
    const withdrawn = entitlements.filter((e, i) => !e.active && !held.has(e.itemKey) && entitlements.findIndex((o) => !o.active && o.itemKey === e.itemKey) === i);
    return {
      email: user.email,
      payments: payments.map((p) => ({
        reference: p.reference,
        itemKey: p.item_key,
        itemName: nameOf(p.item_key),
        amount: Number(p.amount),
        currency: p.currency as Currency,
        method: p.method,
        status: p.status,
        createdAt: p.created_at,
      })),
      entitlements: entitlements
        .filter((e) => e.active)
        .map((e) => ({ itemKey: e.itemKey, itemName: nameOf(e.itemKey), reference: e.paymentReference, grantedAt: e.grantedAt })),
      withdrawn: withdrawn.map((e) => ({ itemKey: e.itemKey, itemName: nameOf(e.itemKey), reference: e.paymentReference, withdrawnAt: e.revokedAt ?? e.grantedAt })),
      downloads: downloadable.filter((_, i) => opens[i]).map((r) => ({
        id: r.slug,
        title: r.title,
        type: r.type,
        url: `/api/drive/download/${r.slug}`,
      })),
    };
  }
}
