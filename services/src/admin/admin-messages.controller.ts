import { Body, Controller, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type AuthUser } from '../auth';
import { AdminMessageDetailDto, AdminMessagePageDto, AdminNoteDto, type AdminMessageDto } from './admin-responses.dto';
import { NewNoteDto, SetStatusDto, WorkCsvQueryDto, WorkListQueryDto } from './admin.dto';
import { AdminMessagesService } from './admin-messages.service';
import { AuditLog } from './audit-log';
import { csvName, sendCsv, type CsvColumn } from './csv-export';
import { ownerFilter } from './owner-filter';
import { StaffOnly } from './staff.guard';

const CSV_COLUMNS: CsvColumn<AdminMessageDto>[] = [
  { header: 'Received', value: (m) => m.createdAt },
  { header: 'Status', value: (m) => m.status },
  { header: 'Name', value: (m) => m.name },
  { header: 'Email', value: (m) => m.email },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Message', value: (m) => m.message },
  { header: 'Notes', value: (m) => m.notes.length },
  { header: 'Owner', value: (m) => m.owner },
  { header: 'Id', value: (m) => m.id },
];

@ApiTags('admin')
@StaffOnly()
@Controller('admin')
export class AdminMessagesController {
  constructor(
    private readonly messages: AdminMessagesService,
    private readonly audit: AuditLog,
  ) {}

  @Get('messages')
  @ApiOperation({ summary: 'Contact messages, newest first; search by name, e-mail or subject; filter by status.' })
  @ApiOkResponse({ type: AdminMessagePageDto })
  @ApiBadRequestResponse({ description: 'A bad filter, limit or cursor (named in `errors`).' })
  list(@Query() query: WorkListQueryDto, @CurrentUser() user: AuthUser): Promise<AdminMessagePageDto> {
    return this.messages.list({ ...query, owner: ownerFilter(query.owner, user.email) }, query.cursor, query.limit ?? 20);
  }

  @Get('messages.csv')
  @ApiOperation({ summary: 'The filtered list (every page) as a CSV attachment.' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv; one row per message.' })
  async csv(@Query() query: WorkCsvQueryDto, @CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    await this.audit.record({ actor: user.email, action: 'export', subjectType: 'message', subjectId: '*', detail: `CSV q="${query.q ?? ''}" status=${query.status ?? 'any'}` });
    await sendCsv(res, csvName('messages'), CSV_COLUMNS, this.messages.all({ ...query, owner: ownerFilter(query.owner, user.email) }));
  }

  @Get('messages/:id')
  @ApiOkResponse({ type: AdminMessageDetailDto })
  @ApiNotFoundResponse({ description: 'No such message.' })
  detail(@Param('id') id: string): Promise<AdminMessageDetailDto> {
    return this.messages.detail(id);
  }

  @Patch('messages/:id')
  @ApiOperation({ summary: 'Set the status (recorded in the audit log).' })
  @ApiOkResponse({ type: AdminMessageDetailDto })
  @ApiNotFoundResponse({ description: 'No such message.' })
  setStatus(@Param('id') id: string, @Body() body: SetStatusDto, @CurrentUser() user: AuthUser): Promise<AdminMessageDetailDto> {
    return this.messages.setStatus(id, body.status, user.email);
  }

  @Post('messages/:id/notes')
  @ApiCreatedResponse({ type: AdminNoteDto })
  @ApiNotFoundResponse({ description: 'No such message.' })
  addNote(@Param('id') id: string, @Body() body: NewNoteDto, @CurrentUser() user: AuthUser): Promise<AdminNoteDto> {
    return this.messages.addNote(id, body.text, user.email);
  }
}
