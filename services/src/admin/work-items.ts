import { NotFoundException } from '@nestjs/common';
import { Database } from '../database/database';
import type { AdminAuditEntryDto, AdminNoteDto } from './admin-responses.dto';
import type { WorkStatus } from './admin.dto';
import { AuditLog } from './audit-log';
import { containsPattern, CURSOR_TIME_SQL, decodeCursor, pageOf, UUID, type Cursor } from './list-query';
import { StaffNotes } from './staff-notes';

export interface WorkRow {
  id: string;
  status: WorkStatus;
  created_at: Date | string;
  cursor_time: string;
}

export interface Filter {
  q?: string;
  status?: string;
}

export interface Page<D> {
  items: D[];
  nextCursor: string | null;
}

/**
 * What inquiries and contact messages share in the back office: a list newest first with search,
 * a status filter and a cursor; a status staff set; notes; the audit of both. Subclasses name
 * the table and turn rows into answers.
 */
export abstract class WorkItems<R extends WorkRow, D extends { id: string; notes: AdminNoteDto[] }> {
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
  ) {}

  /** Turns a page of rows into answers (with their notes and anything else they carry). */
  protected abstract toDtos(rows: R[], notes: Map<string, AdminNoteDto[]>): Promise<D[]>;

  async list(filter: Filter, cursorText: string | undefined, limit: number): Promise<Page<D>> {
    const cursor = cursorText ? decodeCursor(cursorText, UUID) : undefined;
    const rows = await this.select(filter, cursor, limit + 1);
    const { page, nextCursor } = pageOf(rows, limit, (r) => ({ createdAt: r.cursor_time, id: r.id }));
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
      cursor = { createdAt: last.cursor_time, id: last.id };
    }
  }

  async detail(id: string): Promise<D & { audit: AdminAuditEntryDto[] }> {
    const row = await this.byId(id);
    const [dto] = await this.dtos([row]);
    return { ...dto, audit: await this.audit.about([{ type: this.subject, ids: [id] }]) };
  }

  /** Sets the status and records who changed it from what (nothing is recorded when it stays). */
  async setStatus(id: string, status: WorkStatus, actor: string): Promise<D & { audit: AdminAuditEntryDto[] }> {
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
    return `${this.columns}, status, created_at, ${CURSOR_TIME_SQL} AS cursor_time`;
  }

  private async dtos(rows: R[]): Promise<D[]> {
    return this.toDtos(rows, await this.notes.of(this.subject, rows.map((r) => r.id)));
  }

  private async select(filter: Filter, cursor: Cursor | undefined, limit: number): Promise<R[]> {
    const search = filter.q ? containsPattern(filter.q) : null;
    const matches = this.searchColumns.map((c) => `${c} ILIKE $1 ESCAPE '\\'`).join(' OR ');
    const { rows } = await this.db.query<R>(
      `SELECT ${this.selectList()} FROM ${this.table}
        WHERE ($1::text IS NULL OR ${matches})
          AND ($2::text IS NULL OR status = $2::text)
          AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
        ORDER BY created_at DESC, id DESC
        LIMIT $5`,
      [search, filter.status ?? null, cursor?.createdAt ?? null, cursor?.id ?? null, limit],
    );
    return rows;
  }
}
