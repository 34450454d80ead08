import { Module } from '@nestjs/common';
import { ContentReaderModule } from '../content-reader.module';
import { ContentMediaModule } from '../media/content-media.module';
import { ContentCardsController } from './content-cards.controller';
import { ContentCardsService } from './content-cards.service';

/** Share cards of published articles and case studies; the content module imports it. */
@Module({
  imports: [ContentMediaModule, ContentReaderModule],
  controllers: [ContentCardsController],
  providers: [ContentCardsService],
  exports: [ContentCardsService],
})
export class ContentCardsModule {}
