import { Module } from '@nestjs/common';
import { ContentReader } from './content-reader.service';
import { ContentMediaModule } from './media/content-media.module';

/**
 * The public read of the content on its own: the content module's routes, the share cards and the
 * catalog all see the same published revisions (one query, one rule of what is visible).
 */
@Module({
  imports: [ContentMediaModule],
  providers: [ContentReader],
  exports: [ContentReader],
})
export class ContentReaderModule {}
