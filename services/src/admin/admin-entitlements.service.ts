import { Injectable } from '@nestjs/common';
import { EntitlementsService } from '../entitlements';
import type { AdminEntitlementDetailDto } from './admin-responses.dto';
import { entitlementDto } from './admin-payments.service';
import type { GrantEntitlementDto } from './admin.dto';
import { AuditLog } from './audit-log';
import { Regrants } from './regrants';

/**
 * Grants and revocations by hand, through EntitlementsService (the table's one writer), each
 * recorded in the audit log in the same transaction: a grant or revocation whose entry cannot be
 * written does not happen (before, the entry was written after the change had committed, and a
 * failure there left a change with no entry). The row also keeps who granted or revoked it and why.
 */
@Injectable()
export class AdminEntitlementsService {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly audit: AuditLog,
    private readonly regrants: Regrants,
  ) {}

  async grant(body: GrantEntitlementDto, actor: string): Promise<AdminEntitlementDetailDto> {
    if (body.paymentReference && (await this.regrants.onlyRevoked(body.paymentReference))) return this.withAudit(await this.regrants.grantAgain(body, actor));
    const granted = await this.entitlements.grantByStaff({ ...body, actor }, (tx, e) => {
      const payment = e.paymentReference ? ` for payment ${e.paymentReference}` : '';
      return this.audit.record({ actor, action: 'grant', subjectType: 'entitlement', subjectId: e.id, detail: `${e.itemKey} to ${e.email}${payment}: ${e.grantReason}` }, tx);
    });
    return this.withAudit(entitlementDto(granted));
  }

  /** Revoking twice keeps the first revocation and records nothing more. */
  async revoke(id: string, reason: string, actor: string): Promise<AdminEntitlementDetailDto> {
    const { entitlement } = await this.entitlements.revoke({ id, reason, actor }, (tx, e) =>
      this.audit.record({ actor, action: 'revoke', subjectType: 'entitlement', subjectId: e.id, detail: `${e.itemKey} of ${e.email}: ${reason}` }, tx),
    );
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
