import { Injectable, NotFoundException } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service';
import { Database } from '../database/database';
import { ENTITLEMENT_COLUMNS, toEntitlement, type Entitlement, type EntitlementRow } from '../entitlements/entitlement';
import { PaymentReconciler } from '../payments/payment-reconciler';
import type { PaymentRow } from '../payments/payments.repository';
import type { AdminEntitlementDto, AdminNoteDto, AdminPaymentCheckDto, AdminPaymentDetailDto, AdminPaymentDto } from './admin-responses.dto';
import { AuditLog, iso } from './audit-log';
import { StaffNotes } from './staff-notes';
import { containsPattern, CURSOR_TIME_SQL, decodeCursor, pageOf, type Cursor } from './list-query';
import { cursorId, cursorIdPattern, orderAndCursor, windowSql } from './list-order';
import { PAYMENT_STATUSES } from './admin.dto';
import { internationalPhone } from './known-phone';
import type { Filter, Page } from './work-items';

/** Our merchant references (and anything a client could type as one) are short and plain. */
export const REFERENCE = /^[A-Za-z0-9_-]{1,100}$/;

type ListedPayment = PaymentRow & { cursor_time: string };

/** The back office's view of an entitlement (the service's, with the grant time under createdAt). */
export function entitlementDto(e: Entitlement): AdminEntitlementDto {
  const { grantedAt, ...rest } = e;
  return { ...rest, createdAt: grantedAt };
}

/**
 * A number as staff type it ("0772 825 545", "+256-772-825545") matches the paying number and the
 * buyer's phone whatever their spelling: the digits compared, the local trunk 0 left out. Only for
 * a term that is a phone number (digits and separators, at least six digits).
 */
function phoneMatchSql(q: string | undefined, params: unknown[]): string {
  if (!q || !/^[+\d\s().-]+$/.test(q)) return 'FALSE';
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 6) return 'FALSE';
  const n = params.push(digits);
  return ['msisdn', 'phone'].map((c) => `strpos(regexp_replace(coalesce(${c}, ''), '[^0-9]', '', 'g'), $${n}::text) > 0`).join(' OR ');
}

/** Searched by our reference, the provider's (MoMo X-Reference-Id, Pesapal order tracking id), the paying number and the buyer. */
const SEARCHED = ['reference', 'email', 'account_email', "first_name || ' ' || last_name", 'phone', 'provider_ref', 'msisdn', 'confirmation'];

@Injectable()
export class AdminPaymentsService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
    private readonly reconciler: PaymentReconciler,
    private readonly audit: AuditLog,
    private readonly notes: StaffNotes,
  ) {}

  async list(filter: Filter, cursorText: string | undefined, limit: number): Promise<Page<AdminPaymentDto>> {
    const cursor = cursorText ? decodeCursor(cursorText, cursorIdPattern(filter.sort, REFERENCE)) : undefined;
    const rows = await this.select(filter, cursor, limit + 1);
    const { page, nextCursor } = pageOf(rows, limit, (r) => ({ createdAt: r.cursor_time, id: cursorId(filter.sort, PAYMENT_STATUSES, r.status, r.reference) }));
    return { items: await this.dtos(page), nextCursor };
  }

  async *all(filter: Filter): AsyncGenerator<AdminPaymentDto[]> {
    let cursor: Cursor | undefined;
    for (;;) {
      const rows = await this.select(filter, cursor, 500);
      if (!rows.length) return;
      yield this.dtos(rows);
      if (rows.length < 500) return;
      const last = rows[rows.length - 1];
      cursor = { createdAt: last.cursor_time, id: cursorId(filter.sort, PAYMENT_STATUSES, last.status, last.reference) };
    }
  }

  async detail(reference: string): Promise<AdminPaymentDetailDto> {
    const row = await this.byReference(reference);
    const [dto] = await this.dtos([row]);
    const history = await this.db.query<{ status: string; source: string; detail: string; created_at: Date | string }>(
      'SELECT status, source, detail, created_at FROM payment_events WHERE reference = $1 ORDER BY id',
      [reference],
    );
    const audit = await this.audit.about([
      { type: 'payment', ids: [reference] },
      { type: 'entitlement', ids: dto.entitlements.map((e) => String(e.id)) },
    ]);
    return {
      ...dto,
      history: history.rows.map((h) => ({ status: h.status, source: h.source, detail: h.detail, createdAt: iso(h.created_at) })),
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
    if (!REFERENCE.test(reference)) throw new NotFoundException('Payment not found.');
    const { rows } = await this.db.query<PaymentRow>('SELECT * FROM payments WHERE reference = $1', [reference]);
    if (!rows[0]) throw new NotFoundException('Payment not found.');
    return rows[0];
  }

  private async select(filter: Filter, cursor: Cursor | undefined, limit: number): Promise<ListedPayment[]> {
    const params: unknown[] = [filter.q ? containsPattern(filter.q) : null, filter.status ?? null];
    const matches = [...SEARCHED.map((c) => `${c} ILIKE $1 ESCAPE '\\'`), phoneMatchSql(filter.q, params)].join(' OR ');
    const window = windowSql(filter, params);
    const { orderBy, after } = orderAndCursor(filter.sort ?? 'newest', 'reference', PAYMENT_STATUSES, cursor, params);
    const { rows } = await this.db.query<ListedPayment>(
      `SELECT *, ${CURSOR_TIME_SQL} AS cursor_time FROM payments
        WHERE ($1::text IS NULL OR ${matches})
          AND ($2::text IS NULL OR status = $2::text)
          AND ${window}
          AND ${after}
        ORDER BY ${orderBy}
        LIMIT $${params.push(limit)}`,
      params,
    );
    return rows;
  }

  private async dtos(rows: PaymentRow[]): Promise<AdminPaymentDto[]> {
    const notes = await this.notes.of('payment', rows.map((r) => r.reference));
    const entitlements = new Map<string, AdminEntitlementDto[]>();
    if (rows.length) {
      // One query for the page (EntitlementsService reads one payment at a time); its row shape and mapping.
      const { rows: granted } = await this.db.query<EntitlementRow>(
        `SELECT ${ENTITLEMENT_COLUMNS}, coalesce(payment_reference, (SELECT g.payment_reference FROM entitlement_regrants g WHERE g.entitlement_id = entitlements.id)) AS for_payment
           FROM entitlements
          WHERE payment_reference = ANY($1::text[]) OR id IN (SELECT entitlement_id FROM entitlement_regrants WHERE payment_reference = ANY($1::text[]))
          ORDER BY created_at, id`,
        [rows.map((r) => r.reference)],
      );
      // A grant again after a revocation (entitlement_regrants) is listed with the payment it makes good.
      for (const row of granted as Array<EntitlementRow & { for_payment: string }>) {
        const e = entitlementDto(toEntitlement(row));
        entitlements.set(row.for_payment, [...(entitlements.get(row.for_payment) ?? []), e]);
      }
    }
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
        entitlements: entitlements.get(r.reference) ?? [],
        notes: notes.get(r.reference) ?? [],
      };
    });
  }
}
