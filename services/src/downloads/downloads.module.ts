import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { ContentMediaModule } from '../content/media/content-media.module';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { DownloadsController } from './downloads.controller';

/** The free files and the hub's files, the persona kit only with an entitlement. */
@Module({
  // ContentMediaModule: where staff-uploaded resource files are stored.
  imports: [CatalogModule, EntitlementsModule, ContentMediaModule],
  controllers: [DownloadsController],
})
export class DownloadsModule {}
