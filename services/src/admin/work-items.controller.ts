import { Body, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type AuthUser } from '../auth';
import type { WorkRow } from '../common/lists/work-item-table';
import { AppConfig } from '../config/app-config';
import { BulkStatusDto, ReplyDto, SetOwnerDto } from './admin-day.dto';
import { AdminNoteDto, BulkStatusResultDto } from './admin-responses.dto';
import { NewNoteDto, SetStatusDto, WorkCsvQueryDto, WorkListQueryDto } from './admin.dto';
import { AuditLog } from './audit-log';
import { csvName, sendCsv, type CsvColumn } from './csv-export';
import { checkedOwner, ownerFilter } from './owner-filter';
import type { Detail, Page, WorkItems } from './work-items';

type Item = { id: string; email: string; notes: AdminNoteDto[] };

/** What tells one list of work items from the other in its routes and its contract. */
export interface WorkItemRoutes<D extends Item> {
  /** Under /api/admin: "inquiries" or "messages". */
  path: 'inquiries' | 'messages';
  subject: 'inquiry' | 'message';
  /** The list's summary in the contract. */
  listSummary: string;
  pageDto: Type;
  detailDto: Type;
  csvColumns: CsvColumn<D>[];
}

/**
 * The routes every list of work items has in the back office (inquiries and contact messages):
 * the list and its CSV, one item, its status, notes, owner, "replied", and a status for many. A
 * subclass adds the @Controller, the staff guard and its own routes (an inquiry's files).
 */
export function WorkItemsController<D extends Item>(routes: WorkItemRoutes<D>) {
  const { path, subject } = routes;
  const missing = `No such ${subject}.`;

  abstract class WorkItemsRoutes {
    constructor(
      protected readonly items: WorkItems<WorkRow, D>,
      protected readonly audit: AuditLog,
      protected readonly config: AppConfig,
    ) {}

    @Get(path)
    @ApiOperation({ summary: routes.listSummary })
    @ApiOkResponse({ type: routes.pageDto })
    @ApiBadRequestResponse({ description: 'A bad filter, date, limit or cursor (named in `errors`).' })
    list(@Query() query: WorkListQueryDto, @CurrentUser() user: AuthUser): Promise<Page<D>> {
      return this.items.list({ ...query, owner: ownerFilter(query.owner, user.email) }, query.cursor, query.limit ?? 20);
    }

    @Get(`${path}.csv`)
    @ApiOperation({ summary: 'The filtered list (every page) as a CSV attachment.' })
    @ApiProduces('text/csv')
    @ApiOkResponse({ description: `text/csv; one row per ${subject}.` })
    @ApiBadRequestResponse({ description: 'A bad filter or date (named in `errors`).' })
    async csv(@Query() query: WorkCsvQueryDto, @CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
      await this.audit.record({ actor: user.email, action: 'export', subjectType: subject, subjectId: '*', detail: `CSV q="${query.q ?? ''}" status=${query.status ?? 'any'}` });
      await sendCsv(res, csvName(path), routes.csvColumns, this.items.all({ ...query, owner: ownerFilter(query.owner, user.email) }));
    }

    @Post(`${path}/bulk-status`)
    @HttpCode(HttpStatus.OK)
    @ApiOperation({ summary: `One status for the selected ${path} (each change in the audit log).` })
    @ApiOkResponse({ type: BulkStatusResultDto })
    @ApiBadRequestResponse({ description: 'No ids, too many, or a bad status (named in `errors`).' })
    bulk(@Body() body: BulkStatusDto, @CurrentUser() user: AuthUser): Promise<BulkStatusResultDto> {
      return this.items.setStatusOfMany(body.ids, body.status, user.email);
    }

    @Get(`${path}/:id`)
    @ApiOkResponse({ type: routes.detailDto })
    @ApiNotFoundResponse({ description: missing })
    detail(@Param('id') id: string): Promise<Detail<D>> {
      return this.items.detail(id);
    }

    @Patch(`${path}/:id`)
    @ApiOperation({ summary: 'Set the status (recorded in the audit log).' })
    @ApiOkResponse({ type: routes.detailDto })
    @ApiNotFoundResponse({ description: missing })
    setStatus(@Param('id') id: string, @Body() body: SetStatusDto, @CurrentUser() user: AuthUser): Promise<Detail<D>> {
      return this.items.setStatus(id, body.status, user.email);
    }

    @Post(`${path}/:id/notes`)
    @ApiCreatedResponse({ type: AdminNoteDto })
    @ApiNotFoundResponse({ description: missing })
    addNote(@Param('id') id: string, @Body() body: NewNoteDto, @CurrentUser() user: AuthUser): Promise<AdminNoteDto> {
      return this.items.addNote(id, body.text, user.email);
    }

    @Patch(`${path}/:id/owner`)
    @ApiOperation({ summary: `Give the ${subject} to a staff member (or to nobody: null); recorded in the audit log.` })
    @ApiOkResponse({ type: routes.detailDto })
    @ApiBadRequestResponse({ description: 'Not a staff address.' })
    @ApiNotFoundResponse({ description: missing })
    setOwner(@Param('id') id: string, @Body() body: SetOwnerDto, @CurrentUser() user: AuthUser): Promise<Detail<D>> {
      return this.items.setOwner(id, checkedOwner(this.config, body.owner), user.email);
    }

    @Post(`${path}/:id/reply`)
    @HttpCode(HttpStatus.OK)
    @ApiOperation({ summary: `Staff answered (e-mail, WhatsApp or a call): recorded, and a new ${subject} moves to in progress.` })
    @ApiOkResponse({ type: routes.detailDto })
    @ApiNotFoundResponse({ description: missing })
    reply(@Param('id') id: string, @Body() body: ReplyDto, @CurrentUser() user: AuthUser): Promise<Detail<D>> {
      return this.items.replied(id, body.channel, user.email);
    }
  }
  return WorkItemsRoutes;
}
