import { Module } from '@nestjs/common';
import { ContentFilesService } from './content-files.service';
import { ContentImagesService } from './content-images.service';
import { ContentImagesController, ContentMediaAdminController } from './content-media.controller';
import { ContentFileUpload, ContentImageUpload } from './single-file-upload.interceptor';

/** Content images (upload, variants, serving) and resource files; the content module imports it. */
@Module({
  controllers: [ContentMediaAdminController, ContentImagesController],
  providers: [ContentImagesService, ContentFilesService, ContentImageUpload, ContentFileUpload],
  exports: [ContentImagesService, ContentFilesService],
})
export class ContentMediaModule {}
