import { NotFoundException } from '@nestjs/common';
import { Database } from '../database/database';
import type { AdminAuditEntryDto, AdminNoteDto } from './admin-responses.dto';
import type { WorkStatus } from './admin.dto';
import { AuditLog } from './audit-log';
import { containsPattern, CURSOR_TIME_SQL, decodeCursor, pageOf, UUID, type Cursor } from './list-query';
import { cursorId, cursorIdPattern, orderAndCursor, windowSql, type ListWindow } from './list-order';
import { WORK_STATUSES } from './admin.dto';
import { KnownPhones } from './known-phone';
import { StaffNotes } from './staff-notes';

export interface WorkRow {
  id: string;
  status: WorkStatus;
  owner: string | null;
  created_at: Date | string;
  cursor_time: string;
}

export interface Filter extends ListWindow {
  q?: string;
  status?: string;
  /** A staff address, or "none" for items nobody owns. */
  owner?: string;
}

/** An item with what only its own page shows: a phone known for its address, and its audit. */
export type Detail<D> = D & { knownPhone: string | null; audit: AdminAuditEntryDto[] };

export interface Page<D> {
  items: D[];
  nextCursor: string | null;
}

/**
 * What inquiries and contact messages share in the back office: a list newest first with search,
 * a status filter and a cursor; a status staff set; notes; the audit of both. Subclasses name
 * the table and turn rows into answers.
 */
export abstract class WorkItems<R extends WorkRow, D extends { id: string; email: string; notes: AdminNoteDto[] }> {
  protected abstract readonly table: string;
  protected abstract readonly subject: 'inquiry' | 'message';
  /** The selected columns (besides status, created_at and the cursor's time). */
  protected abstract readonly columns: string;
  /** Searched by `q`. */
  protected abstract readonly searchColumns: string[];
  protected abstract readonly notFoundMessage: string;

  constructor(
    protected readonly db: Database,
    protected readonly notes: StaffNotes,
    protected readonly audit: AuditLog,
    protected readonly phones: KnownPhones,
  ) {}

  /** Turns a page of rows into answers (with their notes and anything else they carry). */
  protected abstract toDtos(rows: R[], notes: Map<string, AdminNoteDto[]>): Promise<D[]>;

  async list(filter: Filter, cursorText: string | undefined, limit: number): Promise<Page<D>> {
    const cursor = cursorText ? decodeCursor(cursorText, cursorIdPattern(filter.sort, UUID)) : undefined;
    const rows = await this.select(filter, cursor, limit + 1);
    const { page, nextCursor } = pageOf(rows, limit, (r) => ({ createdAt: r.cursor_time, id: cursorId(filter.sort, WORK_STATUSES, r.status, r.id) }));
    return { items: await this.dtos(page), nextCursor };
  }

  /** Every page of the filtered list, for the CSV export. */
  async *all(filter: Filter): AsyncGenerator<D[]> {
    let cursor: Cursor | undefined;
    for (;;) {
      const rows = await this.select(filter, cursor, 500);
      if (!rows.length) return;
      yield this.dtos(rows);
      if (rows.length < 500) return;
      const last = rows[rows.length - 1];
      cursor = { createdAt: last.cursor_time, id: cursorId(filter.sort, WORK_STATUSES, last.status, last.id) };
    }
  }

  async detail(id: string): Promise<Detail<D>> {
    const row = await this.byId(id);
    const [dto] = await this.dtos([row]);
    return { ...dto, knownPhone: await this.phones.of(dto.email), audit: await this.audit.about([{ type: this.subject, ids: [id] }]) };
  }

  /** Sets the status and records who changed it from what (nothing is recorded when it stays). */
  async setStatus(id: string, status: WorkStatus, actor: string): Promise<Detail<D>> {
    this.checkId(id);
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: WorkStatus }>(`SELECT status FROM ${this.table} WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) throw new NotFoundException(this.notFoundMessage);
      if (rows[0].status === status) return;
      await tx.query(`UPDATE ${this.table} SET status = $2 WHERE id = $1`, [id, status]);
      await this.audit.record({ actor, action: 'status', subjectType: this.subject, subjectId: id, detail: `${rows[0].status} → ${status}` }, tx);
    });
    return this.detail(id);
  }

  async addNote(id: string, text: string, author: string): Promise<AdminNoteDto> {
    await this.byId(id);
    return this.notes.add(this.subject, id, author, text);
  }

  /** Gives the item to a staff member (or to nobody: null), recorded with who had it before. */
  async setOwner(id: string, owner: string | null, actor: string): Promise<Detail<D>> {
    this.checkId(id);
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ owner: string | null }>(`SELECT owner FROM ${this.table} WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) throw new NotFoundException(this.notFoundMessage);
      if (rows[0].owner === owner) return;
      await tx.query(`UPDATE ${this.table} SET owner = $2 WHERE id = $1`, [id, owner]);
      await this.audit.record({ actor, action: 'assign', subjectType: this.subject, subjectId: id, detail: `${rows[0].owner ?? 'nobody'} → ${owner ?? 'nobody'}` }, tx);
    });
    return this.detail(id);
  }

  /**
   * Staff answered by e-mail, WhatsApp or phone (the link itself opens on their device): recorded,
   * and a new item moves to "in progress" in the same transaction.
   */
  async replied(id: string, channel: string, actor: string): Promise<Detail<D>> {
    this.checkId(id);
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: WorkStatus }>(`SELECT status FROM ${this.table} WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) throw new NotFoundException(this.notFoundMessage);
      await this.audit.record({ actor, action: 'reply', subjectType: this.subject, subjectId: id, detail: `replied by ${channel}` }, tx);
      if (rows[0].status !== 'new') return;
      await tx.query(`UPDATE ${this.table} SET status = 'in_progress' WHERE id = $1`, [id]);
      await this.audit.record({ actor, action: 'status', subjectType: this.subject, subjectId: id, detail: 'new → in_progress' }, tx);
    });
    return this.detail(id);
  }

  /** One status for several items, each change recorded; unknown ids are named, the rest still change. */
  async setStatusOfMany(ids: string[], status: WorkStatus, actor: string): Promise<{ changed: string[]; notFound: string[] }> {
    const changed: string[] = [];
    const notFound: string[] = [];
    for (const id of ids) {
      try {
        const before = await this.byId(id);
        if (before.status !== status) {
          await this.setStatus(id, status, actor);
          changed.push(id);
        }
      } catch (error) {
        if (!(error instanceof NotFoundException)) throw error;
        notFound.push(id);
      }
    }
    return { changed, notFound };
  }

  /** How many items have each status, and how many arrived after `since` (every one when null). */
  async counts(since: string | null): Promise<{ byStatus: Record<WorkStatus, number>; newSince: number }> {
    const { rows } = await this.db.query<{ status: WorkStatus; n: string; fresh: string }>(
      `SELECT status, count(*) AS n, count(*) FILTER (WHERE $1::timestamptz IS NULL OR created_at > $1::timestamptz) AS fresh FROM ${this.table} GROUP BY status`,
      [since],
    );
    const byStatus: Record<WorkStatus, number> = { new: 0, in_progress: 0, done: 0 };
    let newSince = 0;
    for (const row of rows) {
      byStatus[row.status] = Number(row.n);
      newSince += Number(row.fresh);
    }
    return { byStatus, newSince };
  }

  protected async byId(id: string): Promise<R> {
    this.checkId(id);
    const { rows } = await this.db.query<R>(`SELECT ${this.selectList()} FROM ${this.table} WHERE id = $1`, [id]);
    if (!rows[0]) throw new NotFoundException(this.notFoundMessage);
    return rows[0];
  }

  /** Anything but a UUID finds nothing (and never reaches the uuid column as a database error). */
  protected checkId(id: string): void {
    if (!UUID.test(id)) throw new NotFoundException(this.notFoundMessage);
  }

  private selectList(): string {
    return `${this.columns}, status, owner, created_at, ${CURSOR_TIME_SQL} AS cursor_time`;
  }

  private async dtos(rows: R[]): Promise<D[]> {
    return this.toDtos(rows, await this.notes.of(this.subject, rows.map((r) => r.id)));
  }

  private async select(filter: Filter, cursor: Cursor | undefined, limit: number): Promise<R[]> {
    const params: unknown[] = [filter.q ? containsPattern(filter.q) : null, filter.status ?? null, filter.owner ?? null];
    const matches = this.searchColumns.map((c) => `${c} ILIKE $1 ESCAPE '\\'`).join(' OR ');
    const window = windowSql(filter, params);
    const { orderBy, after } = orderAndCursor(filter.sort ?? 'newest', 'id', WORK_STATUSES, cursor, params);
    const { rows } = await this.db.query<R>(
      `SELECT ${this.selectList()} FROM ${this.table}
        WHERE ($1::text IS NULL OR ${matches})
          AND ($2::text IS NULL OR status = $2::text)
          AND ($3::text IS NULL OR ($3::text = 'none' AND owner IS NULL) OR owner = $3::text)
          AND ${window}
          AND ${after}
        ORDER BY ${orderBy}
        LIMIT $${params.push(limit)}`,
      params,
    );
    return rows;
  }
}
