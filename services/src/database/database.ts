import { AsyncLocalStorage } from 'node:async_hooks';

/** A row set as every driver returns it. */
export interface QueryResult<T> {
  rows: T[];
  /** Rows changed by INSERT/UPDATE/DELETE (0 for SELECT on some drivers). */
  rowCount: number;
}

/** What code above the driver may call: plain SQL with $1, $2 ... parameters. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/** One driver (PGlite in a folder, or a PostgreSQL pool); the Database service wraps it. */
export interface DatabaseDriver extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN/COMMIT on one connection; ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** One unit of work: its transaction (while open) and what waits for its commit. */
interface Unit {
  tx: Queryable;
  open: boolean;
  afterCommit: Array<() => Promise<unknown>>;
}

/**
 * The data layer every module injects. The same SQL runs on PGlite and PostgreSQL, so code
 * above this class never knows which one it talks to.
 */
export class Database implements Queryable {
  private readonly unit = new AsyncLocalStorage<Unit>();

  constructor(private readonly driver: DatabaseDriver) {}

  /** The transaction of the unit of work this call runs in, if any and still open. */
  private joined(): Queryable | undefined {
    const unit = this.unit.getStore();
    return unit?.open ? unit.tx : undefined;
  }

  get kind(): DatabaseDriver['kind'] {
    return this.driver.kind;
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    return (this.joined() ?? this.driver).query<T>(sql, params);
  }

  /** Inside a unit of work, joins its transaction (a failure rolls the whole unit back). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = this.joined();
    return tx ? fn(tx) : this.driver.transaction(fn);
  }

  /**
   * Runs `fn` as one transaction: every `query` and `transaction` called within it (by any service)
   * joins it, so its writes are stored together or not at all, also when the process dies halfway
   * (PostgreSQL rolls back a transaction whose connection closed). Used where a write and the
   * record that it was done must never part (an Idempotency-Key and the message it stored). What
   * was registered with `afterCommit` runs once the transaction committed (slow outside work such
   * as a first mail attempt stays out of the transaction).
   */
  async unitOfWork<T>(fn: () => Promise<T>): Promise<T> {
    if (this.joined()) return fn();
    const afterCommit: Unit['afterCommit'] = [];
    const result = await this.driver.transaction(async (tx) => {
      const unit: Unit = { tx, open: true, afterCommit };
      try {
        return await this.unit.run(unit, fn);
      } finally {
        // Work the unit started but did not await (timers, fire-and-forget) uses the pool from now on.
        unit.open = false;
      }
    });
    for (const hook of afterCommit) await hook();
    return result;
  }

  /** Runs `hook` after the current unit of work commits (never if it rolls back); at once outside one. */
  async afterCommit(hook: () => Promise<unknown>): Promise<void> {
    const unit = this.unit.getStore();
    if (unit?.open) unit.afterCommit.push(hook);
    else await hook();
  }

  exec(sql: string): Promise<void> {
    return this.driver.exec(sql);
  }

  /** True when a trivial query answers; used by GET /api/health. */
  async ping(): Promise<boolean> {
    try {
      await this.driver.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
