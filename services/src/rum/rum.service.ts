import { Injectable, Logger } from '@nestjs/common';
import { Database } from '../database/database';
import { RUM_RETENTION_DAYS, type RumVital } from './rum.constants';
import type { RumReportDto } from './rum.dto';
import { RumMetrics } from './rum.metrics';

/** Figures of one version of a remote since a time (what `npm run releases` and the canary watcher read). */
export interface RumVersionSummary {
  version: string;
  views: number;
  errors: number;
  loadFailures: number;
  p75: Record<RumVital, number | null>;
}

/** How often this process deletes reports past their retention. */
const PRUNE_EVERY_MS = 3600_000;

/** The route as stored: its first segment only (`/blog/some-post` -> `/blog`): bounded, and no identifier of a page about one person. */
export function routeGroup(route: string): string {
  const first = route.split('/')[1] ?? '';
  return /^[a-z0-9-]{1,40}$/i.test(first) ? `/${first.toLowerCase()}` : '/';
}

@Injectable()
export class RumService {
  private readonly logger = new Logger('Rum');
  private lastPrune = 0;

  constructor(
    private readonly db: Database,
    private readonly metrics: RumMetrics,
  ) {}

  /** Stores one batch: a row per view, per problem, and per vital for each remote on the page. */
  async record(report: RumReportDto): Promise<void> {
    const route = routeGroup(report.route);
    const rows: Array<[string, string, string, number | null]> = [];
    // Each remote once: a list naming one twice counts once.
    for (const [remote, version] of new Map(report.views.map((r) => [r.remote, r.version]))) {
      rows.push([remote, version, 'view', null]);
      this.metrics.view(remote, version);
    }
    for (const [remote, version] of new Map(report.remotes.map((r) => [r.remote, r.version]))) {
      for (const vital of report.vitals) {
        rows.push([remote, version, vital.name, vital.value]);
        this.metrics.vital(remote, version, vital.name as RumVital, vital.value);
      }
    }
    for (const problem of report.problems) {
      rows.push([problem.remote, problem.version, problem.kind, null]);
      this.metrics.problem(problem.remote, problem.version, problem.kind);
    }
    if (!rows.length) return;
    const values = rows.map((_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`).join(', ');
    await this.db.query(
      `INSERT INTO rum_events (remote, version, route, kind, value) VALUES ${values}`,
      rows.flatMap(([remote, version, kind, value]) => [remote, version, route, kind, value]),
    );
    await this.pruneNowAndThen();
  }

  async summary(remote: string, since: Date): Promise<RumVersionSummary[]> {
    const { rows } = await this.db.query<{ version: string; views: number; errors: number; load_failures: number; lcp: number | null; inp: number | null; cls: number | null }>(
      `SELECT version,
         count(*) FILTER (WHERE kind = 'view')::int AS views,
         count(*) FILTER (WHERE kind = 'error')::int AS errors,
         count(*) FILTER (WHERE kind = 'load')::int AS load_failures,
         percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'LCP') AS lcp,
         percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'INP') AS inp,
         percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'CLS') AS cls
       FROM rum_events WHERE remote = $1 AND at >= $2 GROUP BY version ORDER BY version`,
      [remote, since.toISOString()],
    );
    const num = (v: number | string | null) => (v === null ? null : Number(v));
    return rows.map((r) => ({ version: r.version, views: r.views, errors: r.errors, loadFailures: r.load_failures, p75: { LCP: num(r.lcp), INP: num(r.inp), CLS: num(r.cls) } }));
  }

  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    try {
      await this.db.query(`DELETE FROM rum_events WHERE at < now() - make_interval(days => $1)`, [RUM_RETENTION_DAYS]);
    } catch (error) {
      this.logger.error(`old reports could not be deleted: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
