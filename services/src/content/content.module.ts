import { Module } from '@nestjs/common';
import { AuditLog } from '../admin/audit-log';
import { ContentAdminController } from './content-admin.controller';
import { ContentAnswers } from './content-answers';
import { ContentChanges } from './content-changes';
import { ContentEditor } from './content-editor.service';
import { ContentPublicController } from './content-public.controller';
import { ContentReaderModule } from './content-reader.module';
import { ContentScheduler } from './content-scheduler';
import { ContentCardsModule } from './cards/content-cards.module';
import { ContentMediaModule } from './media/content-media.module';

/**
 * Content staff publish without a release (issue 59, docs/decisions/content-in-the-api.md): the
 * public answers the remotes render, the back office's editor, scheduled publishing and the
 * change feed. The catalog reads the published resources from here.
 */
@Module({
  // Images, resource files and share cards. Their routes (POST /api/admin/content/images, /files)
  // are never the editor's POST :kind, whatever the order: :kind takes kinds of content only
  // (CONTENT_KIND_VALUES).
  imports: [ContentMediaModule, ContentReaderModule, ContentCardsModule],
  controllers: [ContentAdminController, ContentPublicController],
  providers: [ContentEditor, ContentChanges, ContentAnswers, ContentScheduler, AuditLog],
  exports: [ContentReaderModule, ContentChanges, ContentMediaModule],
})
export class ContentModule {}
