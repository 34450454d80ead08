import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiPayloadTooLargeResponse, ApiProperty, ApiTags, getSchemaPath, ApiExtraModels } from '@nestjs/swagger';
import type { Request } from 'express';
import { LimitWritesPerIp } from '../auth/write-rate-limit';
import { AcceptsBody } from '../common/request-guards';
import { InquiriesService } from './inquiries.service';
import type { UploadedFile } from './upload-storage';
import { MotionInquiryDto } from './motion-inquiry.dto';
import { InquiryUploadInterceptor } from './upload.interceptor';

class CreatedDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
}

@ApiTags('inquiries')
@ApiExtraModels(MotionInquiryDto)
@Controller('motion-project-inquiry')
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @AcceptsBody('multipart/form-data')
  @LimitWritesPerIp('inquiry')
  @UseInterceptors(InquiryUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      allOf: [
        { $ref: getSchemaPath(MotionInquiryDto) },
        {
          type: 'object',
          properties: {
            files: {
              type: 'array',
              maxItems: 10,
              items: { type: 'string', format: 'binary' },
              description: '.jpg .jpeg .png .gif .pdf .ai .psd .eps .svg, at most 10 MB each and 50 MB together (UPLOAD_MAX_BYTES, UPLOAD_MAX_TOTAL_BYTES)',
            },
          },
        },
      ],
    },
  })
  @ApiCreatedResponse({ type: CreatedDto })
  @ApiBadRequestResponse({ description: 'Messages per field in `errors`; nothing is stored.' })
  @ApiPayloadTooLargeResponse({ description: 'A file is larger than 10 MB, or the files together larger than 50 MB; nothing is stored.' })
  async create(@Body() body: MotionInquiryDto, @Req() req: Request): Promise<CreatedDto> {
    const files = (req.files as UploadedFile[] | undefined) ?? [];
    return { id: await this.inquiries.create(body, files) };
  }
}
