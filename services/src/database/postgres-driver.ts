import { Pool, type PoolClient } from 'pg';
import type { DatabaseDriver, QueryResult, Queryable } from './database';

/** A real PostgreSQL through a connection pool (DATABASE_URL): the API then scales out. */
export class PostgresDriver implements DatabaseDriver {
  readonly kind = 'postgres' as const;

  private constructor(private readonly pool: Pool) {}

  /** `schema` sets the search_path of every connection (tests isolate themselves in a fresh schema). */
  static async open(connectionString: string, schema?: string): Promise<PostgresDriver> {
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name "${schema}"`);
    const pool = new Pool({
      connectionString,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const driver = new PostgresDriver(pool);
    if (!schema) await pool.query('SELECT 1');
    // Under the migrations' lock: replicas creating the schema at once would collide on it.
    else await driver.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(727274)');
      await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    });
    return driver;
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    const result = await this.pool.query(sql, params);
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client: PoolClient = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({
        async query<R>(sql: string, params: unknown[] = []) {
          const r = await client.query(sql, params);
          return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
