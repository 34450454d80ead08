import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';

const FRESH_MS = 1000;

/**
 * The database check behind /api/health, run at most once a second: load balancers and
 * monitors poll health hard, and each poll should not cost a database round trip.
 */
@Injectable()
export class DatabaseProbe {
  private checkedAt = 0;
  private last: Promise<boolean> | null = null;

  constructor(private readonly db: Database) {}

  get driver(): string {
    return this.db.kind;
  }

  isUp(now = Date.now()): Promise<boolean> {
    if (!this.last || now - this.checkedAt >= FRESH_MS) {
      this.checkedAt = now;
      this.last = this.db.ping();
    }
    return this.last;
  }
}
