import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LimitWritesPerIp } from '../auth/write-rate-limit';
import { ApiErrors } from '../common/api-error-responses';
import { Idempotent } from '../common/idempotency';
import { CreatedDto } from '../common/created.dto';
import { ContactDto } from './contact.dto';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @LimitWritesPerIp('contact')
  @Idempotent('contact', { atomic: true })
  @ApiOperation({ summary: 'Store a contact message and mail it to the agency.' })
  @ApiCreatedResponse({ type: CreatedDto })
  @ApiErrors({ 400: 'Messages per field in `errors` (spec 5.2); nothing is stored.' })
  async create(@Body() body: ContactDto): Promise<CreatedDto> {
    return { id: await this.contact.create(body) };
  }
}
