import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseEnumPipe, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../auth';
import { ClosePaymentDto } from './admin-day.dto';
import { AdminCustomerDto, AdminOverviewDto, AdminPaymentDetailDto, VisitDto } from './admin-responses.dto';
import { EntitlementQueryDto } from './admin.dto';
import { PaymentClose } from './payment-close.service';
import { LISTS, StaffDayService, type ListName } from './staff-day.service';
import { StaffOnly } from './staff.guard';

@ApiTags('admin')
@StaffOnly()
@Controller('admin')
export class StaffDayController {
  constructor(
    private readonly day: StaffDayService,
    private readonly closing: PaymentClose,
  ) {}

  @Get('overview')
  @ApiOperation({ summary: 'Per list: how many items have each status, and how many arrived since this staff member last opened it.' })
  @ApiOkResponse({ type: AdminOverviewDto })
  overview(@CurrentUser() user: AuthUser): Promise<AdminOverviewDto> {
    return this.day.overview(user.email);
  }

  @Post('visits/:list')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'This staff member opened a list now; answers the visit before.' })
  @ApiParam({ name: 'list', enum: LISTS })
  @ApiOkResponse({ type: VisitDto })
  @ApiBadRequestResponse({ description: 'Not one of the lists.' })
  async visit(@Param('list', new ParseEnumPipe(Object.fromEntries(LISTS.map((l) => [l, l])))) list: ListName, @CurrentUser() user: AuthUser): Promise<VisitDto> {
    return { previous: await this.day.visit(user.email, list) };
  }

  @Get('customers')
  @ApiOperation({ summary: "One customer by e-mail: their payments, entitlements (revoked ones too), inquiries and messages." })
  @ApiOkResponse({ type: AdminCustomerDto })
  @ApiBadRequestResponse({ description: 'Not an e-mail address.' })
  customer(@Query() query: EntitlementQueryDto): Promise<AdminCustomerDto> {
    return this.day.customer(query.email);
  }

  @Post('payments/:reference/close')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Close a payment stuck on pending as failed, with a reason; the provider is asked first (recorded in the audit log).' })
  @ApiOkResponse({ type: AdminPaymentDetailDto })
  @ApiNotFoundResponse({ description: 'No such payment.' })
  @ApiConflictResponse({ description: 'Not pending, or the provider has settled it meanwhile: nothing closed.' })
  close(@Param('reference') reference: string, @Body() body: ClosePaymentDto, @CurrentUser() user: AuthUser): Promise<AdminPaymentDetailDto> {
    return this.closing.close(reference, body.reason, user.email);
  }
}
