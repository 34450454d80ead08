import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type AuthUser } from '../auth';
import { AdminNoteDto, AdminPaymentCheckDto, AdminPaymentDetailDto, AdminPaymentPageDto, type AdminPaymentDto } from './admin-responses.dto';
import { NewNoteDto, PaymentCsvQueryDto, PaymentListQueryDto } from './admin.dto';
import { AdminPaymentsService } from './admin-payments.service';
import { AuditLog } from './audit-log';
import { csvName, sendCsv, type CsvColumn } from './csv-export';
import { StaffOnly } from './staff.guard';

const CSV_COLUMNS: CsvColumn<AdminPaymentDto>[] = [
  { header: 'Started', value: (p) => p.createdAt },
  { header: 'Reference', value: (p) => p.reference },
  { header: 'Status', value: (p) => p.status },
  { header: 'Item', value: (p) => p.itemName },
  { header: 'Amount', value: (p) => p.amount },
  { header: 'Currency', value: (p) => p.currency },
  { header: 'Method', value: (p) => p.method },
  { header: 'Network', value: (p) => p.network },
  { header: 'Provider', value: (p) => p.provider },
  { header: 'Provider reference', value: (p) => p.providerRef },
  { header: 'Confirmation', value: (p) => p.confirmation },
  { header: 'First name', value: (p) => p.buyer.firstName },
  { header: 'Last name', value: (p) => p.buyer.lastName },
  { header: 'Email', value: (p) => p.buyer.email },
  { header: 'Phone', value: (p) => p.buyer.phone },
  { header: 'Account', value: (p) => p.buyer.accountEmail },
  { header: 'Entitlements', value: (p) => p.entitlements.filter((e) => !e.revokedAt).length },
];

@ApiTags('admin')
@StaffOnly()
@Controller('admin')
export class AdminPaymentsController {
  constructor(
    private readonly payments: AdminPaymentsService,
    private readonly audit: AuditLog,
  ) {}

  @Get('payments')
  @ApiOperation({ summary: 'Payments, newest first; search by reference, e-mail, name, phone or provider reference; filter by state.' })
  @ApiOkResponse({ type: AdminPaymentPageDto })
  @ApiBadRequestResponse({ description: 'A bad filter, date, limit or cursor (named in `errors`).' })
  list(@Query() query: PaymentListQueryDto): Promise<AdminPaymentPageDto> {
    return this.payments.list(query, query.cursor, query.limit ?? 20);
  }

  @Get('payments.csv')
  @ApiOperation({ summary: 'The filtered list (every page) as a CSV attachment.' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv; one row per payment.' })
  @ApiBadRequestResponse({ description: 'A bad filter or date (named in `errors`).' })
  async csv(@Query() query: PaymentCsvQueryDto, @CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    await this.audit.record({ actor: user.email, action: 'export', subjectType: 'payment', subjectId: '*', detail: `CSV q="${query.q ?? ''}" status=${query.status ?? 'any'}` });
    await sendCsv(res, csvName('payments'), CSV_COLUMNS, this.payments.all(query));
  }

  @Get('payments/:reference')
  @ApiOkResponse({ type: AdminPaymentDetailDto })
  @ApiNotFoundResponse({ description: 'No such payment.' })
  detail(@Param('reference') reference: string): Promise<AdminPaymentDetailDto> {
    return this.payments.detail(reference);
  }

  @Post('payments/:reference/check')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Ask the provider about this payment now (the reconciler’s single-payment check); recorded in the audit log.' })
  @ApiOkResponse({ type: AdminPaymentCheckDto, description: 'The payment after the check, and what the provider answered or why it could not be asked (`checked`).' })
  @ApiNotFoundResponse({ description: 'No such payment.' })
  check(@Param('reference') reference: string, @CurrentUser() user: AuthUser): Promise<AdminPaymentCheckDto> {
    return this.payments.check(reference, user.email);
  }

  @Post('payments/:reference/notes')
  @ApiCreatedResponse({ type: AdminNoteDto })
  @ApiNotFoundResponse({ description: 'No such payment.' })
  addNote(@Param('reference') reference: string, @Body() body: NewNoteDto, @CurrentUser() user: AuthUser): Promise<AdminNoteDto> {
    return this.payments.addNote(reference, body.text, user.email);
  }
}
