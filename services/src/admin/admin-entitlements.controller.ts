import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../auth';
import { AdminEntitlementDetailDto, AdminEntitlementListDto } from './admin-responses.dto';
import { EntitlementQueryDto, GrantEntitlementDto, RevokeEntitlementDto } from './admin.dto';
import { AdminEntitlementsService } from './admin-entitlements.service';
import { StaffOnly } from './staff.guard';

@ApiTags('admin')
@StaffOnly()
@Controller('admin/entitlements')
export class AdminEntitlementsController {
  constructor(private readonly entitlements: AdminEntitlementsService) {}

  @Get()
  @ApiOperation({ summary: "An account's entitlements, revoked ones included, each with its audit." })
  @ApiOkResponse({ type: AdminEntitlementListDto })
  async list(@Query() query: EntitlementQueryDto): Promise<AdminEntitlementListDto> {
    return { items: await this.entitlements.forAccount(query.email) };
  }

  @Post()
  @ApiOperation({ summary: 'Grant a catalog item to an account by hand, with a reason (recorded in the audit log).' })
  @ApiCreatedResponse({ type: AdminEntitlementDetailDto })
  @ApiBadRequestResponse({ description: 'A bad e-mail, item, reason or payment reference (named in `errors`).' })
  @ApiConflictResponse({ description: 'The named payment already has an entitlement.' })
  grant(@Body() body: GrantEntitlementDto, @CurrentUser() user: AuthUser): Promise<AdminEntitlementDetailDto> {
    return this.entitlements.grant(body, user.email);
  }

  @Post(':id/revoke')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Revoke an entitlement with a reason (kept as history; a second revocation changes nothing).' })
  @ApiOkResponse({ type: AdminEntitlementDetailDto })
  @ApiNotFoundResponse({ description: 'No such entitlement.' })
  revoke(@Param('id') id: string, @Body() body: RevokeEntitlementDto, @CurrentUser() user: AuthUser): Promise<AdminEntitlementDetailDto> {
    return this.entitlements.revoke(id, body.reason, user.email);
  }
}
