import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { MessagesReadModel } from './messages-read-model';

@Module({ controllers: [ContactController], providers: [ContactService, MessagesReadModel], exports: [MessagesReadModel] })
export class ContactModule {}
