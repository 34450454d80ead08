import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../config/app-config';
import { AdminMessageDetailDto, AdminMessagePageDto, type AdminMessageDto } from './admin-responses.dto';
import { AdminMessagesService } from './admin-messages.service';
import { AuditLog } from './audit-log';
import type { CsvColumn } from './csv-export';
import { StaffOnly } from './staff.guard';
import { WorkItemsController } from './work-items.controller';

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

/** The contact messages: the routes every work list has. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin')
export class AdminMessagesController extends WorkItemsController<AdminMessageDto>({
  path: 'messages',
  subject: 'message',
  listSummary: 'Contact messages, newest first; search by name, e-mail or subject; filter by status.',
  pageDto: AdminMessagePageDto,
  detailDto: AdminMessageDetailDto,
  csvColumns: CSV_COLUMNS,
}) {
  constructor(messages: AdminMessagesService, audit: AuditLog, config: AppConfig) {
    super(messages, audit, config);
  }
}
