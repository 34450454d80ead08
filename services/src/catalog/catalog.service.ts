import { Injectable } from '@nestjs/common';
import type { CatalogDto } from './catalog.dto';
import { CURRENCIES, DEFAULTS, KITS, PLANS, RESOURCE_ACCESS, RESOURCES, type Currency, type HubResource, type SellableItem } from './catalog.data';

@Injectable()
export class CatalogService {
  private readonly items = new Map<string, SellableItem>([...PLANS, ...KITS, RESOURCE_ACCESS].map((item) => [item.key, item]));

  item(key: string): SellableItem | undefined {
    return this.items.get(key);
  }

  /** The amount the server charges; never the client's figure. */
  priceOf(key: string, currency: string): number | undefined {
    const item = this.items.get(key);
    if (!item || !CURRENCIES.includes(currency as Currency)) return undefined;
    return item.prices[currency as Currency];
  }

  resource(id: string): HubResource | undefined {
    return RESOURCES.find((r) => r.id === id);
  }

  publicView(): CatalogDto {
    const view = (i: SellableItem) => ({ key: i.key, name: i.name, prices: i.prices });
    return {
      plans: PLANS.map(view),
      kits: KITS.map(view),
      resourceAccess: view(RESOURCE_ACCESS),
      resources: RESOURCES.map(({ file: _file, ...r }) => ({ ...r, downloadUrl: r.comingSoon ? null : `/api/drive/download/${r.id}` })),
      currencies: CURRENCIES,
      defaults: DEFAULTS,
    };
  }
}
