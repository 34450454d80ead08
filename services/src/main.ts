import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';

async function main() {
  const app = await createApp();
  const port = Number(process.env.PORT || 3100);
  await app.listen(port, process.env.HOST || '127.0.0.1');
  new Logger('API').log(`listening on ${await app.getUrl()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
