import { Body, Controller, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../auth';
import { AppConfig } from '../config/app-config';
import { BulkStatusDto, ReplyDto, SetOwnerDto } from './admin-day.dto';
import { AdminInquiryDetailDto, AdminMessageDetailDto, BulkStatusResultDto } from './admin-responses.dto';
import { AdminInquiriesService } from './admin-inquiries.service';
import { AdminMessagesService } from './admin-messages.service';
import { checkedOwner } from './owner-filter';
import { StaffOnly } from './staff.guard';

/** Owner, "replied" and bulk status of the inquiries (the day's work; the lists and details are in AdminInquiriesController). */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/inquiries')
export class InquiryWorkController {
  constructor(
    private readonly inquiries: AdminInquiriesService,
    private readonly config: AppConfig,
  ) {}

  @Post('bulk-status')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'One status for the selected inquiries (each change in the audit log).' })
  @ApiOkResponse({ type: BulkStatusResultDto })
  @ApiBadRequestResponse({ description: 'No ids, too many, or a bad status (named in `errors`).' })
  bulk(@Body() body: BulkStatusDto, @CurrentUser() user: AuthUser): Promise<BulkStatusResultDto> {
    return this.inquiries.setStatusOfMany(body.ids, body.status, user.email);
  }

  @Patch(':id/owner')
  @ApiOperation({ summary: 'Give the inquiry to a staff member (or to nobody: null); recorded in the audit log.' })
  @ApiOkResponse({ type: AdminInquiryDetailDto })
  @ApiBadRequestResponse({ description: 'Not a staff address.' })
  @ApiNotFoundResponse({ description: 'No such inquiry.' })
  setOwner(@Param('id') id: string, @Body() body: SetOwnerDto, @CurrentUser() user: AuthUser): Promise<AdminInquiryDetailDto> {
    return this.inquiries.setOwner(id, checkedOwner(this.config, body.owner), user.email);
  }

  @Post(':id/reply')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Staff answered (e-mail, WhatsApp or a call): recorded, and a new inquiry moves to in progress.' })
  @ApiOkResponse({ type: AdminInquiryDetailDto })
  @ApiNotFoundResponse({ description: 'No such inquiry.' })
  reply(@Param('id') id: string, @Body() body: ReplyDto, @CurrentUser() user: AuthUser): Promise<AdminInquiryDetailDto> {
    return this.inquiries.replied(id, body.channel, user.email);
  }
}

/** The same for contact messages. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/messages')
export class MessageWorkController {
  constructor(
    private readonly messages: AdminMessagesService,
    private readonly config: AppConfig,
  ) {}

  @Post('bulk-status')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'One status for the selected messages (each change in the audit log).' })
  @ApiOkResponse({ type: BulkStatusResultDto })
  @ApiBadRequestResponse({ description: 'No ids, too many, or a bad status (named in `errors`).' })
  bulk(@Body() body: BulkStatusDto, @CurrentUser() user: AuthUser): Promise<BulkStatusResultDto> {
    return this.messages.setStatusOfMany(body.ids, body.status, user.email);
  }

  @Patch(':id/owner')
  @ApiOperation({ summary: 'Give the message to a staff member (or to nobody: null); recorded in the audit log.' })
  @ApiOkResponse({ type: AdminMessageDetailDto })
  @ApiBadRequestResponse({ description: 'Not a staff address.' })
  @ApiNotFoundResponse({ description: 'No such message.' })
  setOwner(@Param('id') id: string, @Body() body: SetOwnerDto, @CurrentUser() user: AuthUser): Promise<AdminMessageDetailDto> {
    return this.messages.setOwner(id, checkedOwner(this.config, body.owner), user.email);
  }

  @Post(':id/reply')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Staff answered (e-mail, WhatsApp or a call): recorded, and a new message moves to in progress.' })
  @ApiOkResponse({ type: AdminMessageDetailDto })
  @ApiNotFoundResponse({ description: 'No such message.' })
  reply(@Param('id') id: string, @Body() body: ReplyDto, @CurrentUser() user: AuthUser): Promise<AdminMessageDetailDto> {
    return this.messages.replied(id, body.channel, user.email);
  }
}
