import { Body, Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LimitWritesPerIp } from '../auth/write-rate-limit';
import { ApiErrors } from '../common/api-error-responses';
import { Idempotent } from '../common/idempotency';
import { AssistantMessageDto, AssistantReplyDto } from './assistant.dto';
import { AssistantService } from './assistant.service';

@ApiTags('assistant')
@Controller('assistant')
export class AssistantController {
  constructor(private readonly assistant: AssistantService) {}

  @Post('messages')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @LimitWritesPerIp('assistant')
  // A "yes" that passes the conversation on creates an inquiry: the same key gets the same answer, once.
  @Idempotent('assistant-message', { atomic: true })
  @ApiOperation({ summary: 'The site assistant’s answer to a visitor’s message, from the published content; a confirmed lead becomes an inquiry.' })
  @ApiOkResponse({ type: AssistantReplyDto })
  @ApiErrors({ 400: 'Empty, over 1,000 characters, markup or control characters (messages per field in `errors`); nothing is answered.' })
  reply(@Body() body: AssistantMessageDto): Promise<AssistantReplyDto> {
    return this.assistant.reply(body);
  }
}
