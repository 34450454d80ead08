import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { limiterRedisClient } from '../auth/rate-limiter.provider';
import { AppConfig } from '../config/app-config';
import { Database, type Queryable } from '../database/database';

export const CHANGES_CHANNEL = 'content:changed';
const MAX_CHANGES = 500;

export interface ContentChange {
  n: number;
  tags: string[];
}

/**
 * The change counter the gateways' page caches follow: every change visitors can see is a row of
 * content_changes, written in the change's own transaction, and (with REDIS_URL) announced on
 * `content:changed` once committed, so every gateway replica drops the pages that read it.
 */
@Injectable()
export class ContentChanges implements OnModuleDestroy {
  private readonly logger = new Logger('ContentChanges');
  private readonly redis: Redis | undefined;

  constructor(
    private readonly db: Database,
    config: AppConfig,
  ) {
    // The limits' client settings: a publish never waits for a Redis that is down (the feed still has the change).
    this.redis = config.redisUrl ? limiterRedisClient(config.redisUrl) : undefined;
    this.redis?.on('error', () => undefined);
  }

  /** Records a change inside the caller's transaction; announce() it after the commit. */
  async record(tx: Queryable, tags: string[]): Promise<ContentChange> {
    const unique = [...new Set(tags)];
    const { rows } = await tx.query<{ n: string }>('INSERT INTO content_changes (tags) VALUES ($1::text[]) RETURNING n::text AS n', [unique]);
    return { n: Number(rows[0].n), tags: unique };
  }

  /** Publishes committed changes on Redis (nothing without REDIS_URL). */
  async announce(changes: ContentChange[]): Promise<void> {
    if (!this.redis) return;
    for (const change of changes) {
      await this.redis.publish(CHANGES_CHANNEL, JSON.stringify(change)).catch((error: unknown) => {
        this.logger.warn(`could not publish change ${change.n} on Redis: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  }

  /** The newest change number (0 when none): a reader that keeps something built from content rebuilds when it moved. */
  async latest(): Promise<number> {
    return Number((await this.db.query<{ n: string }>('SELECT COALESCE(max(n), 0)::text AS n FROM content_changes')).rows[0].n);
  }

  /** The newest number and the changes after `since`, oldest first. */
  async since(since: number): Promise<{ latest: number; changes: ContentChange[] }> {
    const latest = (await this.db.query<{ n: string }>('SELECT COALESCE(max(n), 0)::text AS n FROM content_changes')).rows[0].n;
    const { rows } = await this.db.query<{ n: string; tags: string[] }>(
      'SELECT n::text AS n, tags FROM content_changes WHERE n > $1 ORDER BY n LIMIT $2',
      [since, MAX_CHANGES],
    );
    return { latest: Number(latest), changes: rows.map((r) => ({ n: Number(r.n), tags: r.tags })) };
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}
