import { ApiProperty } from '@nestjs/swagger';
import { CURRENCIES, ITEM_KEYS, KIT_KEYS, PLAN_KEYS, RESOURCE_CATEGORIES, RESOURCE_TYPES, type Currency, type HubResource, type Prices } from './catalog.data';

/**
 * The catalog's answer (GET /api/catalog). The lists of catalog.data.ts travel as named enums
 * (Currency, PlanKey, KitKey, ItemKey, ResourceType, ResourceCategory): the front ends take them
 * from the generated client instead of copying them.
 */
export class PricesDto implements Prices {
  @ApiProperty({ example: 235000 })
  UGX: number;

  @ApiProperty({ example: 175000 })
  RWF: number;
}

/** What every sellable item has besides its key. */
class PricedItemDto {
  @ApiProperty({ example: 'Brand Training Essentials' })
  name: string;

  @ApiProperty({ type: PricesDto, description: 'The price in each currency; the server charges exactly this.' })
  prices: PricesDto;
}

export class CatalogItemDto extends PricedItemDto {
  @ApiProperty({ enum: ITEM_KEYS, enumName: 'ItemKey' })
  key: string;
}

export class PlanDto extends PricedItemDto {
  @ApiProperty({ enum: PLAN_KEYS, enumName: 'PlanKey' })
  key: string;
}

export class KitDto extends PricedItemDto {
  @ApiProperty({ enum: KIT_KEYS, enumName: 'KitKey' })
  key: string;
}

export class HubResourceDto implements Omit<HubResource, 'file'> {
  @ApiProperty({ example: 'brand-persona-guide' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ enum: RESOURCE_TYPES, enumName: 'ResourceType' })
  type: HubResource['type'];

  @ApiProperty({ enum: RESOURCE_CATEGORIES, enumName: 'ResourceCategory' })
  category: HubResource['category'];

  @ApiProperty()
  isNew: boolean;

  @ApiProperty()
  comingSoon: boolean;

  @ApiProperty({ type: 'string', nullable: true, description: 'GET it with the Bearer token; null while coming soon.', example: '/api/drive/download/brand-persona-guide' })
  downloadUrl: string | null;
}

export class CatalogDefaultsDto {
  @ApiProperty({ enum: PLAN_KEYS, enumName: 'PlanKey' })
  plan: string;

  @ApiProperty({ enum: CURRENCIES, enumName: 'Currency' })
  currency: Currency;
}

export class CatalogDto {
  @ApiProperty({ type: [PlanDto] })
  plans: PlanDto[];

  @ApiProperty({ type: [KitDto] })
  kits: KitDto[];

  @ApiProperty({ type: CatalogItemDto })
  resourceAccess: CatalogItemDto;

  @ApiProperty({ type: [HubResourceDto] })
  resources: HubResourceDto[];

  @ApiProperty({ enum: CURRENCIES, enumName: 'Currency', isArray: true })
  currencies: readonly Currency[];

  @ApiProperty({ type: CatalogDefaultsDto })
  defaults: CatalogDefaultsDto;
}
