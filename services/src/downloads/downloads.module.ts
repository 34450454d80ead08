import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { DownloadsController } from './downloads.controller';

/** The free files and the hub's files, the persona kit only with an entitlement. */
@Module({
  imports: [CatalogModule, EntitlementsModule],
  controllers: [DownloadsController],
})
export class DownloadsModule {}
