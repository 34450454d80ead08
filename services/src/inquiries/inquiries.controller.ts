import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiExtraModels, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { LimitWritesPerIp } from '../auth/write-rate-limit';
import { ApiErrors } from '../common/api-error-responses';
import { CreatedDto } from '../common/created.dto';
import { Idempotent } from '../common/idempotency';
import { AcceptsBody } from '../common/request-guards';
import { InquiriesService } from './inquiries.service';
import { MotionInquiryDto } from './motion-inquiry.dto';
import { InquiryUploadInterceptor, type UploadRequest } from './upload.interceptor';

@ApiTags('inquiries')
@ApiExtraModels(MotionInquiryDto)
@Controller('motion-project-inquiry')
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @AcceptsBody('multipart/form-data')
  @LimitWritesPerIp('inquiry')
  @Idempotent('motion-project-inquiry', { atomic: true })
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
    // platforms travels as one form field holding a JSON list.
    encoding: { platforms: { contentType: 'application/json' } },
  })
  @ApiOperation({ summary: 'Store a motion project inquiry with its files (spec 7) and mail it to the agency.' })
  @ApiCreatedResponse({ type: CreatedDto })
  @ApiErrors({
    400: 'Messages per field in `errors`; nothing is stored.',
    413: 'A file is larger than 10 MB, or the files together larger than 50 MB; nothing is stored.',
  })
  async create(@Body() body: MotionInquiryDto, @Req() req: UploadRequest): Promise<CreatedDto> {
    const files = req.files ?? [];
    return { id: await this.inquiries.create(body, files) };
  }
}
