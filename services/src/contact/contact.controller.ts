import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { LimitWritesPerIp } from '../auth/write-rate-limit';
import { ContactDto } from './contact.dto';
import { ContactService } from './contact.service';

class CreatedDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
}

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @LimitWritesPerIp('contact')
  @ApiCreatedResponse({ type: CreatedDto })
  @ApiBadRequestResponse({ description: 'Messages per field in `errors` (spec 5.2); nothing is stored.' })
  async create(@Body() body: ContactDto): Promise<CreatedDto> {
    return { id: await this.contact.create(body) };
  }
}
