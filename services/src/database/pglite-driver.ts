import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import type { DatabaseDriver, QueryResult, Queryable } from './database';

/** Postgres in-process, stored in a folder: `npm start` needs no database server. */
export class PgliteDriver implements DatabaseDriver {
  readonly kind = 'pglite' as const;

  private constructor(private readonly db: PGlite) {}

  /** `dir` undefined keeps the database in memory (unit tests). */
  static async open(dir?: string): Promise<PgliteDriver> {
    if (dir) fs.mkdirSync(dir, { recursive: true });
    const db = dir ? new PGlite(dir) : new PGlite();
    await db.waitReady;
    return new PgliteDriver(db);
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    const result = await this.db.query<T>(sql, params);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) =>
      fn({
        async query<R>(sql: string, params: unknown[] = []) {
          const result = await tx.query<R>(sql, params);
          return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
        },
      }),
    );
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}
