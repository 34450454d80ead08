import { Database, type Queryable } from '../../database/database';
import { CURSOR_TIME_SQL, UUID, type Cursor } from './list-query';
import { listQuery, type ListFilter } from './list-order';

/** The state staff give an inquiry or a contact message, in the order of the work. */
export const WORK_STATUSES = ['new', 'in_progress', 'done'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** What every work item's row holds besides its own fields. */
export interface WorkRow {
  id: string;
  status: WorkStatus;
  owner: string | null;
  created_at: Date | string;
  cursor_time: string;
}

/** The fields staff change on a work item; a change is written by `set` inside the row's lock. */
export interface WorkState {
  status: WorkStatus;
  owner: string | null;
}
export type WorkChange = (tx: Queryable, before: WorkState, set: (next: Partial<WorkState>) => Promise<void>) => Promise<void>;

/**
 * The reads and the staff's writes of a table of work items (motion inquiries, contact messages):
 * a list with search, status, owner, window, order and cursor; one row by id; a status or owner
 * changed under a row lock; counts by status. Each feature's read model names its table.
 */
export abstract class WorkItemTable<R extends WorkRow> {
  protected abstract readonly table: string;
  /** The selected columns (besides status, owner, created_at and the cursor's time). */
  protected abstract readonly columns: string;
  /** Searched by `q`. */
  protected abstract readonly searchColumns: string[];

  constructor(protected readonly db: Database) {}

  async select(filter: ListFilter, cursor: Cursor | undefined, limit: number): Promise<R[]> {
    const { text, params } = listQuery(
      {
        table: this.table,
        columns: `${this.columns}, status, owner, created_at`,
        key: 'id',
        statuses: WORK_STATUSES,
        matches: (pattern) => this.searchColumns.map((c) => `${c} ILIKE ${pattern} ESCAPE '\\'`).join(' OR '),
        more: ({ owner }, params) => (owner ? `(($${params.push(owner)}::text = 'none' AND owner IS NULL) OR owner = $${params.length}::text)` : 'TRUE'),
      },
      filter,
      cursor,
      limit,
    );
    const { rows } = await this.db.query<R>(text, params);
    return rows;
  }

  /** The row, or null; anything but a UUID finds nothing (and never reaches the uuid column as a database error). */
  async byId(id: string): Promise<R | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await this.db.query<R>(`SELECT ${this.selectList()} FROM ${this.table} WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** In one transaction: locks the row and hands its state to `change`; false when there is no such row. */
  async change(id: string, change: WorkChange): Promise<boolean> {
    if (!UUID.test(id)) return false;
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<WorkState>(`SELECT status, owner FROM ${this.table} WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) return false;
      await change(tx, rows[0], async (next) => {
        if (next.status !== undefined) await tx.query(`UPDATE ${this.table} SET status = $2 WHERE id = $1`, [id, next.status]);
        if (next.owner !== undefined) await tx.query(`UPDATE ${this.table} SET owner = $2 WHERE id = $1`, [id, next.owner]);
      });
      return true;
    });
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

  private selectList(): string {
    return `${this.columns}, status, owner, created_at, ${CURSOR_TIME_SQL} AS cursor_time`;
  }
}
