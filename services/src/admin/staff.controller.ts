import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../auth';
import { StaffMeDto } from './admin-responses.dto';
import { AppConfig } from '../config/app-config';
import { StaffOnly } from './staff.guard';

@ApiTags('admin')
@StaffOnly()
@Controller('admin')
export class StaffController {
  constructor(private readonly config: AppConfig) {}

  @Get('me')
  @ApiOperation({ summary: 'Whether the signed-in address may use the back office (200), or not (401/403).' })
  @ApiOkResponse({ type: StaffMeDto })
  me(@CurrentUser() user: AuthUser): StaffMeDto {
    return { email: user.email, staff: true, colleagues: [...this.config.staffEmails].sort() };
  }
}
