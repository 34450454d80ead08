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

/**
 * The data layer every module injects. The same SQL runs on PGlite and PostgreSQL, so code
 * above this class never knows which one it talks to.
 */
export class Database implements Queryable {
  constructor(private readonly driver: DatabaseDriver) {}

  get kind(): DatabaseDriver['kind'] {
    return this.driver.kind;
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    return this.driver.query<T>(sql, params);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.driver.transaction(fn);
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
