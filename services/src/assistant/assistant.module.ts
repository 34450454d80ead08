import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { AssistantController } from './assistant.controller';
import { AssistantLeads } from './assistant-leads';
import { AssistantService } from './assistant.service';
import { SiteIndex } from './site-index';

/** The site assistant (issue 62): answers from the published content, hands leads to staff as inquiries. */
@Module({
  imports: [ContentModule],
  controllers: [AssistantController],
  providers: [AssistantService, AssistantLeads, SiteIndex],
  exports: [SiteIndex, AssistantService],
})
export class AssistantModule {}
