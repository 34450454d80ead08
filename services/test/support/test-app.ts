import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { createApp, initApp } from '../../src/app.factory';
import { Database } from '../../src/database/database';
import { recordAnswers } from './contract/answer-recorder';
import type { DbTarget } from './db-targets';
import { removeDir, tempDataDir, testConfig } from './test-config';

export interface TestApp {
  app: NestExpressApplication;
  server: Server;
  db: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app (createApp) on the given database, with its own data folder. */
export async function startTestApp(target: DbTarget, env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const dataDir = tempDataDir();
  await target.setup();
  const app = await createApp({ logger: false, config: testConfig({ DATA_DIR: dataDir, ...target.env(), ...env }) });
  await initApp(app);
  const server = app.getHttpServer() as Server;
  // Every answer is checked against the contract after the test file (contract/contract-setup.ts).
  recordAnswers(server);
  return {
    app,
    server,
    db: app.get(Database),
    dataDir,
    async close() {
      await app.close();
      await target.teardown();
      removeDir(dataDir);
    },
  };
}
