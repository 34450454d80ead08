import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../auth';
import { Database } from '../database/database';
import { FailedMails, STALE_CODE } from '../mail/failed-mails';
import { AdminFailedMailDto, AdminFailedMailListDto } from './admin-mails.dto';
import { AuditLog } from './audit-log';
import { StaffOnly } from './staff.guard';

/** The mails the outbox gave up on (docs/OPERATIONS.md, "Mail"), and putting one back in the queue. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/mails')
export class AdminMailsController {
  constructor(
    private readonly failed: FailedMails,
    private readonly audit: AuditLog,
    private readonly db: Database,
  ) {}

  @Get('failed')
  @ApiOperation({ summary: 'Mails given up after MAIL_RETRY_HOURS of retries, newest first.' })
  @ApiOkResponse({ type: AdminFailedMailListDto })
  list(): Promise<AdminFailedMailListDto> {
    return this.failed.list();
  }

  @Post('failed/:id/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Put a failed mail back in the queue (sent on the next round of the mail worker; recorded in the audit log).' })
  @ApiOkResponse({ type: AdminFailedMailDto, description: 'The mail as it was listed; it is pending from now on.' })
  @ApiNotFoundResponse({ description: 'No failed mail with this id.' })
  @ApiConflictResponse({ description: `A sign-in code: "${STALE_CODE}"` })
  retry(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<AdminFailedMailDto> {
    return this.db.transaction(async (tx) => {
      const mail = await this.failed.retry(id, tx);
      await this.audit.record({ actor: user.email, action: 'retry', subjectType: 'mail', subjectId: id, detail: `${mail.kind} to ${mail.to}: ${mail.subject}` }, tx);
      return mail;
    });
  }
}
