export { Database, type Queryable, type QueryResult } from './database';
export { DatabaseModule } from './database.module';
