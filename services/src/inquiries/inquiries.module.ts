import { Module } from '@nestjs/common';
import { InquiriesController } from './inquiries.controller';
import { InquiriesService } from './inquiries.service';
import { InquiryUploadInterceptor } from './upload.interceptor';

@Module({ controllers: [InquiriesController], providers: [InquiriesService, InquiryUploadInterceptor] })
export class InquiriesModule {}
