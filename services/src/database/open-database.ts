import { Logger } from '@nestjs/common';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { Database } from './database';
import { migrate } from './migrations';
import { PgliteDriver } from './pglite-driver';
import { PostgresDriver } from './postgres-driver';

/** PostgreSQL when DATABASE_URL is set, else PGlite in `<DATA_DIR>/db`; migrated before use. */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<Database> {
  const driver = config.databaseUrl
    ? await PostgresDriver.open(config.databaseUrl, config.databaseSchema)
    : await PgliteDriver.open(path.join(config.dataDir, 'db'));
  const db = new Database(driver);
  try {
    const started = Date.now();
    const applied = await migrate(db);
    // One line per run: with replicas starting together, one says what it applied and the others "none".
    new Logger('Migrations').log(
      applied.length
        ? `applied ${applied.length} in ${Date.now() - started} ms: ${applied.join(', ')}`
        : `none to apply (checked in ${Date.now() - started} ms)`,
    );
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
