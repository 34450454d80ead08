import { Injectable } from '@nestjs/common';
import { EntitlementsService } from '../entitlements';
import type { AdminEntitlementDetailDto } from './admin-responses.dto';
import { entitlementDto } from './admin-payments.service';
import type { GrantEntitlementDto } from './admin.dto';
import { AuditLog } from './audit-log';

/**
 * Grants and revocations by hand, through EntitlementsService (the table's one writer), each
 * recorded in the audit log. The row itself keeps who granted or revoked it and why as well, so
 * the record survives even if the audit entry after it failed.
 */
@Injectable()
export class AdminEntitlementsService {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly audit: AuditLog,
  ) {}

  async grant(body: GrantEntitlementDto, actor: string): Promise<AdminEntitlementDetailDto> {
    const granted = await this.entitlements.grantByStaff({ ...body, actor });
    const payment = granted.paymentReference ? ` for payment ${granted.paymentReference}` : '';
    await this.audit.record({ actor, action: 'grant', subjectType: 'entitlement', subjectId: granted.id, detail: `${granted.itemKey} to ${granted.email}${payment}: ${granted.grantReason}` });
    return this.withAudit(entitlementDto(granted));
  }

  /** Revoking twice keeps the first revocation and records nothing more. */
  async revoke(id: string, reason: string, actor: string): Promise<AdminEntitlementDetailDto> {
    const { entitlement, changed } = await this.entitlements.revoke({ id, reason, actor });
    if (changed) {
      await this.audit.record({ actor, action: 'revoke', subjectType: 'entitlement', subjectId: entitlement.id, detail: `${entitlement.itemKey} of ${entitlement.email}: ${reason}` });
    }
    return this.withAudit(entitlementDto(entitlement));
  }

  async forAccount(email: string): Promise<AdminEntitlementDetailDto[]> {
    const list = (await this.entitlements.forAccount(email)).map(entitlementDto);
    const audit = await this.audit.about([{ type: 'entitlement', ids: list.map((e) => e.id) }]);
    return list.map((e) => ({ ...e, audit: audit.filter((a) => a.subjectId === e.id) }));
  }

  private async withAudit<T extends { id: string }>(e: T): Promise<T & { audit: AdminEntitlementDetailDto['audit'] }> {
    return { ...e, audit: await this.audit.about([{ type: 'entitlement', ids: [e.id] }]) };
  }
}
