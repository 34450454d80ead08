import { Injectable } from '@nestjs/common';
import type { ResourceDto } from '../content/content-public.dto';
import { ContentReader } from '../content/content-reader.service';
import type { CatalogDto } from './catalog.dto';
import { CURRENCIES, DEFAULTS, KITS, PLANS, RESOURCE_ACCESS, type Currency, type HubResource, type SellableItem } from './catalog.data';

@Injectable()
export class CatalogService {
  private readonly items = new Map<string, SellableItem>([...PLANS, ...KITS, RESOURCE_ACCESS].map((item) => [item.key, item]));

  constructor(private readonly content: ContentReader) {}

  item(key: string): SellableItem | undefined {
    return this.items.get(key);
  }

  /** The amount the server charges; never the client's figure. */
  priceOf(key: string, currency: string): number | undefined {
    const item = this.items.get(key);
    if (!item || !CURRENCIES.includes(currency as Currency)) return undefined;
    return item.prices[currency as Currency];
  }

  /** A published resource hub item (staff edit them as content; its slug is the download id). */
  resource(id: string): Promise<ResourceDto | undefined> {
    return this.content.publishedResource(id);
  }

  /** The published resource hub items, in the hub's order. */
  resources(): Promise<ResourceDto[]> {
    return this.content.resources();
  }

  async publicView(): Promise<CatalogDto> {
    const view = (i: SellableItem) => ({ key: i.key, name: i.name, prices: i.prices });
    const resources = await this.resources();
    return {
      plans: PLANS.map(view),
      kits: KITS.map(view),
      resourceAccess: view(RESOURCE_ACCESS),
      resources: resources.map((r) => ({
        id: r.slug,
        title: r.title,
        description: r.description,
        type: r.type,
        category: r.category as HubResource['category'],
        isNew: r.isNew,
        comingSoon: r.comingSoon,
        downloadUrl: r.comingSoon || !r.file ? null : `/api/drive/download/${r.slug}`,
      })),
      currencies: CURRENCIES,
      defaults: DEFAULTS,
    };
  }
}
