import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import fs from 'node:fs';
import { CurrentUser, type AuthUser } from '../auth';
import { AppConfig } from '../config/app-config';
import { AdminInquiryDetailDto, AdminInquiryPageDto, type AdminInquiryDto } from './admin-responses.dto';
import { AdminInquiriesService, SAFE_FILE_TYPES } from './admin-inquiries.service';
import { AuditLog } from './audit-log';
import type { CsvColumn } from './csv-export';
import { StaffOnly } from './staff.guard';
import { WorkItemsController } from './work-items.controller';

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

/** The motion inquiries: the routes every work list has, and an inquiry's files. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin')
export class AdminInquiriesController extends WorkItemsController<AdminInquiryDto>({
  path: 'inquiries',
  subject: 'inquiry',
  listSummary: 'Motion project inquiries, newest first; search by name, e-mail or business; filter by status.',
  pageDto: AdminInquiryPageDto,
  detailDto: AdminInquiryDetailDto,
  csvColumns: CSV_COLUMNS,
}) {
  constructor(
    private readonly inquiries: AdminInquiriesService,
    audit: AuditLog,
    config: AppConfig,
  ) {
    super(inquiries, audit, config);
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
