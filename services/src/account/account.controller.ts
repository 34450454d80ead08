import { Controller, Get, UseGuards } from '@nestjs/common';
import { AuthGuard, CurrentUser } from '../auth';
import { CatalogService } from '../catalog/catalog.service';
import { RESOURCES } from '../catalog/catalog.data';
import { EntitlementsService } from '../downloads/entitlements.service';
import { PaymentsRepository } from '../payments/payments.repository';

@Controller('account')
@UseGuards(AuthGuard)
export class AccountController {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly catalog: CatalogService,
    private readonly entitlements: EntitlementsService,
  ) {}

  /** The signed-in user's purchases, what they unlocked, and the files they may download now. */
  @Get()
  async get(@CurrentUser() user: { email: string }) {
    const [payments, entitlements, personaKit] = await Promise.all([
      this.repo.forEmail(user.email),
      this.repo.entitlementsFor(user.email),
      this.entitlements.canDownloadPersonaKit(user.email),
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
      entitlements: entitlements.map((e) => ({ itemKey: e.item_key, itemName: nameOf(e.item_key), reference: e.payment_reference, grantedAt: e.created_at })),
      downloads: RESOURCES.filter((r) => !r.comingSoon && (r.category !== 'persona-kit' || personaKit)).map((r) => ({
        id: r.id,
        title: r.title,
        type: r.type,
        url: `/api/drive/download/${r.id}`,
      })),
    };
  }
}
