import { Module } from '@nestjs/common';
import { InquiriesController } from './inquiries.controller';
import { InquiriesReadModel } from './inquiries-read-model';
import { InquiriesService } from './inquiries.service';
import { InquiryUploadInterceptor } from './upload.interceptor';

@Module({ controllers: [InquiriesController], providers: [InquiriesService, InquiryUploadInterceptor, InquiriesReadModel], exports: [InquiriesReadModel] })
export class InquiriesModule {}
