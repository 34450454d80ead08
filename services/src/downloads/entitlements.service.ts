import { Injectable } from '@nestjs/common';
import { UNLOCKS_PERSONA_KIT } from '../catalog/catalog.data';
import { PaymentsRepository } from '../payments/payments.repository';

@Injectable()
export class EntitlementsService {
  constructor(private readonly repo: PaymentsRepository) {}

  async itemsOf(email: string): Promise<string[]> {
    return [...new Set((await this.repo.entitlementsFor(email)).map((e) => e.item_key))];
  }

  async canDownloadPersonaKit(email: string): Promise<boolean> {
    return (await this.itemsOf(email)).some((key) => UNLOCKS_PERSONA_KIT.has(key));
  }
}
