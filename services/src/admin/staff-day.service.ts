import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import { PaymentsReadModel } from '../payments/payments-read-model';
import type { AdminCustomerDto, AdminOverviewDto } from './admin-responses.dto';
import { AdminEntitlementsService } from './admin-entitlements.service';
import { AdminInquiriesService } from './admin-inquiries.service';
import { AdminMessagesService } from './admin-messages.service';
import { AdminPaymentsService } from './admin-payments.service';
import { iso } from './audit-log';

export const LISTS = ['inquiries', 'messages', 'payments'] as const;
export type ListName = (typeof LISTS)[number];

/**
 * What a staff member's day starts from: how many items each list holds by status, what arrived
 * since they last opened each list, and everything known about one customer.
 */
@Injectable()
export class StaffDayService {
  constructor(
    private readonly db: Database,
    private readonly inquiries: AdminInquiriesService,
    private readonly messages: AdminMessagesService,
    private readonly payments: AdminPaymentsService,
    private readonly paymentRows: PaymentsReadModel,
    private readonly entitlements: AdminEntitlementsService,
  ) {}

  async overview(staff: string): Promise<AdminOverviewDto> {
    const seen = await this.lastSeen(staff);
    const [inquiries, messages, payments] = await Promise.all([
      this.inquiries.counts(seen.inquiries),
      this.messages.counts(seen.messages),
      this.paymentRows.counts(seen.payments),
    ]);
    return {
      inquiries: { ...inquiries, lastSeenAt: seen.inquiries },
      messages: { ...messages, lastSeenAt: seen.messages },
      payments: { ...payments, lastSeenAt: seen.payments },
    };
  }

  /** Records that `staff` opened `list` now; answers the visit before (what "new" compares with). */
  async visit(staff: string, list: ListName): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ seen_at: Date | string }>('SELECT seen_at FROM staff_visits WHERE staff_email = $1 AND list = $2 FOR UPDATE', [staff, list]);
      await tx.query(
        `INSERT INTO staff_visits (staff_email, list, seen_at) VALUES ($1, $2, now())
         ON CONFLICT (staff_email, list) DO UPDATE SET seen_at = now()`,
        [staff, list],
      );
      return rows[0] ? iso(rows[0].seen_at) : null;
    });
  }

  async customer(email: string): Promise<AdminCustomerDto> {
    const address = email.trim().toLowerCase();
    const references = await this.paymentRows.referencesOf(address, 100);
    const payments = await Promise.all(references.map((reference) => this.payments.detail(reference)));
    const [inquiries, messages, entitlements] = await Promise.all([
      this.byEmail(this.inquiries, address),
      this.byEmail(this.messages, address),
      this.entitlements.forAccount(address),
    ]);
    return { email: address, payments, entitlements, inquiries, messages };
  }

  /** The items whose e-mail is exactly this address (the list's search matches parts; the rest are dropped). */
  private async byEmail<D extends { email: string }>(list: { list(filter: { q: string }, cursor: undefined, limit: number): Promise<{ items: D[] }> }, address: string): Promise<D[]> {
    const { items } = await list.list({ q: address }, undefined, 100);
    return items.filter((i) => i.email.trim().toLowerCase() === address);
  }

  private async lastSeen(staff: string): Promise<Record<ListName, string | null>> {
    const { rows } = await this.db.query<{ list: ListName; seen_at: Date | string }>('SELECT list, seen_at FROM staff_visits WHERE staff_email = $1', [staff]);
    const seen: Record<ListName, string | null> = { inquiries: null, messages: null, payments: null };
    for (const row of rows) seen[row.list] = iso(row.seen_at);
    return seen;
  }
}
