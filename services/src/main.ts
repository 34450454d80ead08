import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/load-config';
import { FolderInUseError } from './database/folder-lock';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[api] cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp({ config });
  await app.listen(config.port, config.host);
  // The address it was told to bind (Nest's getUrl() writes 0.0.0.0 as 127.0.0.1, which misled
  // the reader of a container's log into thinking the API was unreachable from nginx).
  new Logger('API').log(`listening on ${config.host}:${config.port} (${config.nodeEnv})`);
}

main().catch((error) => {
  console.error(error instanceof FolderInUseError ? `[api] cannot start. ${error.message}` : error);
  process.exit(1);
});
