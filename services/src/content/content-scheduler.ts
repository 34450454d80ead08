import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ContentEditor } from './content-editor.service';

/** How often due schedules are looked for: an entry goes live at most this long after its minute. */
export const SCHEDULE_POLL_MS = 2000;

/**
 * Publishes scheduled entries when due. Every replica polls; the UPDATE in publishDue takes each
 * due row once (FOR UPDATE SKIP LOCKED), so an entry is published, audited and announced once.
 */
@Injectable()
export class ContentScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ContentScheduler');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly editor: ContentEditor) {}

  onApplicationBootstrap(): void {
    const tick = () => {
      this.running = this.editor
        .publishDue()
        .then((n) => n && this.logger.log(`published ${n} scheduled entr${n === 1 ? 'y' : 'ies'}`))
        .catch((error: unknown) => this.logger.warn(`scheduled publishing failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          this.running = null;
          if (this.timer) this.timer = setTimeout(tick, SCHEDULE_POLL_MS).unref();
        });
    };
    this.timer = setTimeout(tick, SCHEDULE_POLL_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
