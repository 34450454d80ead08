import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import type { DatabaseDriver, QueryResult, Queryable } from './database';
import { lockFolder } from './folder-lock';

/** Postgres in-process, stored in a folder: `npm start` needs no database server. */
export class PgliteDriver implements DatabaseDriver {
  readonly kind = 'pglite' as const;

  private constructor(
    private readonly db: PGlite,
    private readonly unlock: () => Promise<void>,
  ) {}

  /**
   * `dir` undefined keeps the database in memory (unit tests). A folder is opened by one process
   * only: a second one stops here with FolderInUseError before touching it.
   */
  static async open(dir?: string): Promise<PgliteDriver> {
    if (!dir) {
      const memory = new PGlite();
      await memory.waitReady;
      return new PgliteDriver(memory, async () => undefined);
    }
    fs.mkdirSync(dir, { recursive: true });
    const unlock = await lockFolder(dir);
    try {
      const db = new PGlite(dir);
      await db.waitReady;
      return new PgliteDriver(db, unlock);
    } catch (error) {
      await unlock();
      throw error;
    }
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
    if (this.db.closed) return;
    await this.db.close();
    await this.unlock();
  }
}
