import { NotFoundException } from '@nestjs/common';
import { UUID } from '../common/lists/list-query';
import { cursorId, cursorIdPattern, type ListFilter } from '../common/lists/list-order';
import { readAll, readPage, type Page, type PagedSource } from '../common/lists/pages';
import { WORK_STATUSES, type WorkItemTable, type WorkRow, type WorkStatus } from '../common/lists/work-item-table';
import type { AdminAuditEntryDto, AdminNoteDto } from './admin-responses.dto';
import { AuditLog } from './audit-log';
import { KnownPhones } from './known-phone';
import { StaffNotes } from './staff-notes';

export type { Page } from '../common/lists/pages';
export type Filter = ListFilter;

/** An item with what only its own page shows: a phone known for its address, and its audit. */
export type Detail<D> = D & { knownPhone: string | null; audit: AdminAuditEntryDto[] };

/**
 * What inquiries and contact messages share in the back office: a list newest first with search,
 * a status filter and a cursor; a status staff set; notes; the audit of both. The rows are read and
 * written through their feature's read model (`store`); subclasses turn rows into answers.
 */
export abstract class WorkItems<R extends WorkRow, D extends { id: string; email: string; notes: AdminNoteDto[] }> {
  protected abstract readonly subject: 'inquiry' | 'message';
  protected abstract readonly notFoundMessage: string;

  constructor(
    protected readonly store: WorkItemTable<R>,
    protected readonly notes: StaffNotes,
    protected readonly audit: AuditLog,
    protected readonly phones: KnownPhones,
  ) {}

  /** Turns a page of rows into answers (with their notes and anything else they carry). */
  protected abstract toDtos(rows: R[], notes: Map<string, AdminNoteDto[]>): Promise<D[]>;

  list(filter: Filter, cursorText: string | undefined, limit: number): Promise<Page<D>> {
    return readPage(this.source(filter), cursorText, limit);
  }

  /** Every page of the filtered list, for the CSV export. */
  all(filter: Filter): AsyncGenerator<D[]> {
    return readAll(this.source(filter));
  }

  async detail(id: string): Promise<Detail<D>> {
    const row = await this.byId(id);
    const [dto] = await this.dtos([row]);
    return { ...dto, knownPhone: await this.phones.of(dto.email), audit: await this.audit.about([{ type: this.subject, ids: [id] }]) };
  }

  /** Sets the status and records who changed it from what (nothing is recorded when it stays). */
  async setStatus(id: string, status: WorkStatus, actor: string): Promise<Detail<D>> {
    await this.change(id, async (tx, before, set) => {
      if (before.status === status) return;
      await set({ status });
      await this.audit.record({ actor, action: 'status', subjectType: this.subject, subjectId: id, detail: `${before.status} → ${status}` }, tx);
    });
    return this.detail(id);
  }

  async addNote(id: string, text: string, author: string): Promise<AdminNoteDto> {
    await this.byId(id);
    return this.notes.add(this.subject, id, author, text);
  }

  /** Gives the item to a staff member (or to nobody: null), recorded with who had it before. */
  async setOwner(id: string, owner: string | null, actor: string): Promise<Detail<D>> {
    await this.change(id, async (tx, before, set) => {
      if (before.owner === owner) return;
      await set({ owner });
      await this.audit.record({ actor, action: 'assign', subjectType: this.subject, subjectId: id, detail: `${before.owner ?? 'nobody'} → ${owner ?? 'nobody'}` }, tx);
    });
    return this.detail(id);
  }

  /**
   * Staff answered by e-mail, WhatsApp or phone (the link itself opens on their device): recorded,
   * and a new item moves to "in progress" in the same transaction.
   */
  async replied(id: string, channel: string, actor: string): Promise<Detail<D>> {
    await this.change(id, async (tx, before, set) => {
      await this.audit.record({ actor, action: 'reply', subjectType: this.subject, subjectId: id, detail: `replied by ${channel}` }, tx);
      if (before.status !== 'new') return;
      await set({ status: 'in_progress' });
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
  counts(since: string | null): Promise<{ byStatus: Record<WorkStatus, number>; newSince: number }> {
    return this.store.counts(since);
  }

  protected async byId(id: string): Promise<R> {
    const row = await this.store.byId(id);
    if (!row) throw new NotFoundException(this.notFoundMessage);
    return row;
  }

  private async change(id: string, change: Parameters<WorkItemTable<R>['change']>[1]): Promise<void> {
    if (!(await this.store.change(id, change))) throw new NotFoundException(this.notFoundMessage);
  }

  private async dtos(rows: R[]): Promise<D[]> {
    return this.toDtos(rows, await this.notes.of(this.subject, rows.map((r) => r.id)));
  }

  private source(filter: Filter): PagedSource<R, D> {
    return {
      select: (cursor, limit) => this.store.select(filter, cursor, limit),
      cursorOf: (r) => ({ createdAt: r.cursor_time, id: cursorId(filter.sort, WORK_STATUSES, r.status, r.id) }),
      toDtos: (rows) => this.dtos(rows),
      idPattern: cursorIdPattern(filter.sort, UUID),
    };
  }
}
