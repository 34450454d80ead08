import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';

@Module({
  // The resource hub's items are content: the published ones are listed and downloadable.
  imports: [ContentModule],
  controllers: [CatalogController],
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
