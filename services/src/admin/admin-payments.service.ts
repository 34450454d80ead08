import { Injectable, NotFoundException } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service';
import { cursorId, cursorIdPattern } from '../common/lists/list-order';
import { readAll, readPage, type Page, type PagedSource } from '../common/lists/pages';
import { PaymentEntitlements, type Entitlement } from '../entitlements';
import { PaymentReconciler } from '../payments/payment-reconciler';
import { PAYMENT_STATES, PaymentsReadModel, REFERENCE, type ListedPayment } from '../payments/payments-read-model';
import type { PaymentRow } from '../payments/payments.repository';
import type { AdminEntitlementDto, AdminNoteDto, AdminPaymentCheckDto, AdminPaymentDetailDto, AdminPaymentDto } from './admin-responses.dto';
import { AuditLog, iso } from './audit-log';
import { StaffNotes } from './staff-notes';
import { internationalPhone } from './known-phone';
import type { Filter } from './work-items';

/** The back office's view of an entitlement (the service's, with the grant time under createdAt). */
export function entitlementDto(e: Entitlement): AdminEntitlementDto {
  const { grantedAt, ...rest } = e;
  return { ...rest, createdAt: grantedAt };
}

@Injectable()
export class AdminPaymentsService {
  constructor(
    private readonly rows: PaymentsReadModel,
    private readonly paymentEntitlements: PaymentEntitlements,
    private readonly catalog: CatalogService,
    private readonly reconciler: PaymentReconciler,
    private readonly audit: AuditLog,
    private readonly notes: StaffNotes,
  ) {}

  list(filter: Filter, cursorText: string | undefined, limit: number): Promise<Page<AdminPaymentDto>> {
    return readPage(this.source(filter), cursorText, limit);
  }

  all(filter: Filter): AsyncGenerator<AdminPaymentDto[]> {
    return readAll(this.source(filter));
  }

  async detail(reference: string): Promise<AdminPaymentDetailDto> {
    const row = await this.byReference(reference);
    const [dto] = await this.dtos([row]);
    const history = await this.rows.events(reference);
    const audit = await this.audit.about([
      { type: 'payment', ids: [reference] },
      { type: 'entitlement', ids: dto.entitlements.map((e) => String(e.id)) },
    ]);
    return {
      ...dto,
      history: history.map((h) => ({ status: h.status, source: h.source, detail: h.detail, createdAt: iso(h.created_at) })),
      audit: audit.sort((a, b) => Number(a.id) - Number(b.id)),
    };
  }

  /**
   * The reconciler's single-payment check: asks the provider now whatever the payment's state, and
   * records what it answered, or that it could not be reached, never a state it did not give.
   */
  async check(reference: string, actor: string): Promise<AdminPaymentCheckDto> {
    const before = await this.byReference(reference);
    const result = await this.reconciler.checkNow(reference);
    const after = result?.row ?? before;
    const change = before.status === after.status ? `payment still ${after.status}` : `payment ${before.status} → ${after.status}`;
    const detail = result?.answered
      ? `asked the provider: it answered ${result.answered.state} (${result.answered.detail}); ${change}`
      : `asked the provider: could not be reached (${result?.unreachable ?? 'no answer'}); ${change}`;
    await this.audit.record({ actor, action: 'check', subjectType: 'payment', subjectId: reference, detail });
    const checked = result?.answered
      ? { reached: true, detail: `${result.answered.state}: ${result.answered.detail}` }
      : { reached: false, detail: result?.unreachable ?? 'no answer' };
    return { ...(await this.detail(reference)), checked };
  }

  async addNote(reference: string, text: string, author: string): Promise<AdminNoteDto> {
    await this.byReference(reference);
    return this.notes.add('payment', reference, author, text);
  }

  async byReference(reference: string): Promise<PaymentRow> {
    const row = await this.rows.byReference(reference);
    if (!row) throw new NotFoundException('Payment not found.');
    return row;
  }

  private source(filter: Filter): PagedSource<ListedPayment, AdminPaymentDto> {
    return {
      select: (cursor, limit) => this.rows.select(filter, cursor, limit),
      cursorOf: (r) => ({ createdAt: r.cursor_time, id: cursorId(filter.sort, PAYMENT_STATES, r.status, r.reference) }),
      toDtos: (rows) => this.dtos(rows),
      idPattern: cursorIdPattern(filter.sort, REFERENCE),
    };
  }

  private async dtos(rows: PaymentRow[]): Promise<AdminPaymentDto[]> {
    const notes = await this.notes.of('payment', rows.map((r) => r.reference));
    // A grant again after a revocation is listed with the payment it makes good.
    const entitlements = await this.paymentEntitlements.ofPayments(rows.map((r) => r.reference));
    return rows.map((r) => {
      const [method, network] = r.method.split(':');
      return {
        reference: r.reference,
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
        itemKey: r.item_key,
        itemName: this.catalog.item(r.item_key)?.name ?? r.item_key,
        amount: Number(r.amount),
        currency: r.currency,
        method,
        network: network ?? null,
        provider: r.provider,
        providerRef: r.provider_ref,
        ourReference: r.reference,
        payingNumber: r.msisdn,
        statusMessage: r.status_message,
        status: r.status,
        buyer: { email: r.email, firstName: r.first_name, lastName: r.last_name, phone: r.phone, internationalPhone: internationalPhone(r.phone, r.currency), accountEmail: r.account_email },
        confirmation: r.confirmation,
        entitlements: (entitlements.get(r.reference) ?? []).map(entitlementDto),
        notes: notes.get(r.reference) ?? [],
      };
    });
  }
}
