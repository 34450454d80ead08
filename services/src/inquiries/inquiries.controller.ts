import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiPayloadTooLargeResponse, ApiProperty, ApiTags, getSchemaPath, ApiExtraModels } from '@nestjs/swagger';
import type { Request } from 'express';
import { InquiriesService, type UploadedFile } from './inquiries.service';
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
              description: '.jpg .jpeg .png .gif .pdf .ai .psd .eps .svg, at most 10 MB each',
            },
          },
        },
      ],
    },
  })
  @ApiCreatedResponse({ type: CreatedDto })
  @ApiBadRequestResponse({ description: 'Messages per field in `errors`; nothing is stored.' })
  @ApiPayloadTooLargeResponse({ description: 'A file is larger than 10 MB; nothing is stored.' })
  async create(@Body() body: MotionInquiryDto, @Req() req: Request): Promise<CreatedDto> {
    const files = (req.files as UploadedFile[] | undefined) ?? [];
    return { id: await this.inquiries.create(body, files) };
  }
}
