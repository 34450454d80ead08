import { Controller, Get, UseGuards } from '@nestjs/common';
import { AuthGuard, CurrentUser } from '../auth';
import { CatalogService } from '../catalog/catalog.service';
import { RESOURCES, UNLOCKS_PERSONA_KIT } from '../catalog/catalog.data';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { PaymentsService } from '../payments/payments.service';

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
  async get(@CurrentUser() user: { email: string }) {
    const [payments, entitlements, personaKit] = await Promise.all([
      this.payments.forAccount(user.email),
      this.entitlements.forAccount(user.email),
      this.entitlements.hasAccess(user.email, [...UNLOCKS_PERSONA_KIT]),
    ]);
    const nameOf = (key: string) => this.catalog.item(key)?.name ?? key;
    return {
      email: user.email,
      payments: payments.map((p) => ({
        reference: p.reference,
        itemKey: p.item_key,
        itemName: nameOf(p.item_key),
        amount: Number(p.amount),
        currency: p.currency,
        method: p.method,
        status: p.status,
        createdAt: p.created_at,
      })),
      entitlements: entitlements
        .filter((e) => e.active)
        .map((e) => ({ itemKey: e.itemKey, itemName: nameOf(e.itemKey), reference: e.paymentReference, grantedAt: e.grantedAt })),
      downloads: RESOURCES.filter((r) => !r.comingSoon && (r.category !== 'persona-kit' || personaKit)).map((r) => ({
        id: r.id,
        title: r.title,
        type: r.type,
        url: `/api/drive/download/${r.id}`,
      })),
    };
  }
}
