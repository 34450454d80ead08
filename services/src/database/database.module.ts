import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { Database } from './database';
import { openDatabase } from './open-database';

/** Opens and migrates the database once at start; every module may inject `Database`. */
@Global()
@Module({
  providers: [
    {
      provide: Database,
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => {
        const db = await openDatabase(config);
        new Logger('Database').log(`${db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ready`);
        return db;
      },
    },
  ],
  exports: [Database],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly db: Database) {}

  async onApplicationShutdown(signal?: string): Promise<void> {
    await this.db.close();
    // The last step of a shutdown (lifecycle.ts logs the ones before it).
    if (signal) new Logger('Shutdown').log('database closed');
  }
}
