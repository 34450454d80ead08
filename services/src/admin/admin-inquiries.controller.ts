import { Body, Controller, Get, Param, Patch, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import fs from 'node:fs';
import { CurrentUser, type AuthUser } from '../auth';
import { AdminInquiryDetailDto, AdminInquiryPageDto, AdminNoteDto, type AdminInquiryDto } from './admin-responses.dto';
import { NewNoteDto, SetStatusDto, WorkCsvQueryDto, WorkListQueryDto } from './admin.dto';
import { AdminInquiriesService, SAFE_FILE_TYPES } from './admin-inquiries.service';
import { AuditLog } from './audit-log';
import { csvName, sendCsv, type CsvColumn } from './csv-export';
import { ownerFilter } from './owner-filter';
import { StaffOnly } from './staff.guard';

const CSV_COLUMNS: CsvColumn<AdminInquiryDto>[] = [
  { header: 'Received', value: (i) => i.createdAt },
  { header: 'Status', value: (i) => i.status },
  { header: 'Name', value: (i) => i.name },
  { header: 'Email', value: (i) => i.email },
  { header: 'Business', value: (i) => i.businessName },
  { header: 'Project type', value: (i) => i.projectType },
  { header: 'Platforms', value: (i) => i.platforms.join('; ') },
  { header: 'Duration', value: (i) => i.duration },
  { header: 'Needs a script', value: (i) => i.needsScript },
  { header: 'Deadline', value: (i) => i.deadline },
  { header: 'Budget', value: (i) => i.budgetRange },
  { header: 'Additional details', value: (i) => i.additionalDetails },
  { header: 'Files', value: (i) => i.files.map((f) => f.originalName).join('; ') },
  { header: 'Notes', value: (i) => i.notes.length },
  { header: 'Owner', value: (i) => i.owner },
  { header: 'Id', value: (i) => i.id },
];

@ApiTags('admin')
@StaffOnly()
@Controller('admin')
export class AdminInquiriesController {
  constructor(
    private readonly inquiries: AdminInquiriesService,
    private readonly audit: AuditLog,
  ) {}

  @Get('inquiries')
  @ApiOperation({ summary: 'Motion project inquiries, newest first; search by name, e-mail or business; filter by status.' })
  @ApiOkResponse({ type: AdminInquiryPageDto })
  @ApiBadRequestResponse({ description: 'A bad filter, limit or cursor (named in `errors`).' })
  list(@Query() query: WorkListQueryDto, @CurrentUser() user: AuthUser): Promise<AdminInquiryPageDto> {
    return this.inquiries.list({ ...query, owner: ownerFilter(query.owner, user.email) }, query.cursor, query.limit ?? 20);
  }

  @Get('inquiries.csv')
  @ApiOperation({ summary: 'The filtered list (every page) as a CSV attachment.' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv; one row per inquiry.' })
  async csv(@Query() query: WorkCsvQueryDto, @CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    await this.audit.record({ actor: user.email, action: 'export', subjectType: 'inquiry', subjectId: '*', detail: `CSV q="${query.q ?? ''}" status=${query.status ?? 'any'}` });
    await sendCsv(res, csvName('inquiries'), CSV_COLUMNS, this.inquiries.all({ ...query, owner: ownerFilter(query.owner, user.email) }));
  }

  @Get('inquiries/:id')
  @ApiOkResponse({ type: AdminInquiryDetailDto })
  @ApiNotFoundResponse({ description: 'No such inquiry.' })
  detail(@Param('id') id: string): Promise<AdminInquiryDetailDto> {
    return this.inquiries.detail(id);
  }

  @Patch('inquiries/:id')
  @ApiOperation({ summary: 'Set the status (recorded in the audit log).' })
  @ApiOkResponse({ type: AdminInquiryDetailDto })
  @ApiNotFoundResponse({ description: 'No such inquiry.' })
  setStatus(@Param('id') id: string, @Body() body: SetStatusDto, @CurrentUser() user: AuthUser): Promise<AdminInquiryDetailDto> {
    return this.inquiries.setStatus(id, body.status, user.email);
  }

  @Post('inquiries/:id/notes')
  @ApiCreatedResponse({ type: AdminNoteDto })
  @ApiNotFoundResponse({ description: 'No such inquiry.' })
  addNote(@Param('id') id: string, @Body() body: NewNoteDto, @CurrentUser() user: AuthUser): Promise<AdminNoteDto> {
    return this.inquiries.addNote(id, body.text, user.email);
  }

  @Get('inquiries/:id/files/:fileId')
  @ApiOperation({ summary: 'One file of the inquiry, as an attachment under its original name (recorded in the audit log).' })
  // Its own type when a browser shows it without running anything, else plain bytes.
  @ApiProduces(...SAFE_FILE_TYPES, 'application/octet-stream')
  @ApiOkResponse({ description: 'The file.' })
  @ApiNotFoundResponse({ description: 'No such inquiry or file.' })
  async file(@Param('id') id: string, @Param('fileId') fileId: string, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.inquiries.file(id, fileId, user.email);
    // Content-Disposition by express (content-disposition: an ASCII filename plus RFC 5987 filename*).
    res.attachment(file.originalName);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Even if a browser were made to show it, nothing in it may run.
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    return new StreamableFile(fs.createReadStream(file.path), { length: file.sizeBytes });
  }
}
