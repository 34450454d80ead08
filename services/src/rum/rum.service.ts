import { Injectable, Logger } from '@nestjs/common';
import { Database } from '../database/database';
import { InputValidationException } from '../common/validation';
import { RUM_PROBLEMS_PER_VISIT, RUM_RETENTION_DAYS, type RumVital } from './rum.constants';
import type { RumReportDto } from './rum.dto';
import { RumMetrics } from './rum.metrics';

/** Figures of one version of a remote since a time (what `npm run releases` and the canary watcher read). */
export interface RumVersionSummary {
  version: string;
  views: number;
  visits: number;
  errors: number;
  loadFailures: number;
  p75: Record<RumVital, number | null>;
}

/** A visit as its signed token names it (packages/server-kit/src/page-token.js readVisitToken). */
export interface RumVisit {
  visit: string;
  versions: Record<string, string>;
  previews: string[];
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

  /**
   * Stores one batch of a visit (its signed token: the versions its page served). Every entry must
   * name a version of that token (a remote privately previewed on the page is left out, never
   * counted); a remote's view counts once per visit; problems count only for the remotes this batch
   * views, at most RUM_PROBLEMS_PER_VISIT per remote and visit.
   */
  async record(report: RumReportDto, visit: RumVisit): Promise<void> {
    const route = routeGroup(report.route);
    const counted = (r: { remote: string; version: string }, field: string, i: number): boolean => {
      if (visit.previews.includes(r.remote)) return false;
      if (visit.versions[r.remote] !== r.version) {
        throw new InputValidationException({ [`${field}.${i}.version`]: [`${r.remote} ${r.version} is not a version this page served (neither live nor canary)`] });
      }
      return true;
    };
    // Each remote once: a list naming one twice counts once.
    const views = new Map(report.views.filter((r, i) => counted(r, 'views', i)).map((r) => [r.remote, r.version]));
    const remotes = new Map(report.remotes.filter((r, i) => counted(r, 'remotes', i)).map((r) => [r.remote, r.version]));
    const problems = report.problems.filter((p, i) => counted(p, 'problems', i) && views.has(p.remote));

    const rows: Array<[string, string, string, number | null]> = [];
    if (views.size) {
      // The partial unique index (visit, remote) WHERE kind = 'view' keeps one view per visit.
      const list = [...views];
      const values = list.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}, 'view', $${list.length * 3 + 1})`).join(', ');
      const { rows: inserted } = await this.db.query<{ remote: string; version: string }>(
        `INSERT INTO rum_events (remote, version, route, kind, visit) VALUES ${values} ON CONFLICT (visit, remote) WHERE kind = 'view' DO NOTHING RETURNING remote, version`,
        [...list.flatMap(([remote, version]) => [remote, version, route]), visit.visit],
      );
      for (const r of inserted) this.metrics.view(r.remote, r.version);
    }
    for (const [remote, version] of remotes) {
      for (const vital of report.vitals) {
        rows.push([remote, version, vital.name, vital.value]);
        this.metrics.vital(remote, version, vital.name as RumVital, vital.value);
      }
    }
    if (problems.length) {
      const { rows: before } = await this.db.query<{ remote: string; n: number }>(
        `SELECT remote, count(*)::int AS n FROM rum_events WHERE visit = $1 AND kind IN ('error', 'load') GROUP BY remote`,
        [visit.visit],
      );
      const used = new Map(before.map((r) => [r.remote, r.n]));
      for (const problem of problems) {
        const n = used.get(problem.remote) ?? 0;
        if (n >= RUM_PROBLEMS_PER_VISIT) continue;
        used.set(problem.remote, n + 1);
        rows.push([problem.remote, problem.version, problem.kind, null]);
        this.metrics.problem(problem.remote, problem.version, problem.kind);
      }
    }
    if (rows.length) {
      const values = rows.map((_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5}, $${rows.length * 5 + 1})`).join(', ');
      await this.db.query(
        `INSERT INTO rum_events (remote, version, route, kind, value, visit) VALUES ${values}`,
        [...rows.flatMap(([remote, version, kind, value]) => [remote, version, route, kind, value]), visit.visit],
      );
    }
    await this.pruneNowAndThen();
  }

  async summary(remote: string, since: Date): Promise<RumVersionSummary[]> {
    const { rows } = await this.db.query<{ version: string; views: number; visits: number; errors: number; load_failures: number; lcp: number | null; inp: number | null; cls: number | null }>(
      `SELECT version,
         count(*) FILTER (WHERE kind = 'view')::int AS views,
         count(DISTINCT visit) FILTER (WHERE kind = 'view')::int AS visits,
         count(*) FILTER (WHERE kind = 'error')::int AS errors,
         count(*) FILTER (WHERE kind = 'load')::int AS load_failures,
         percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'LCP') AS lcp,
         percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'INP') AS inp,
         percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'CLS') AS cls
       FROM rum_events WHERE remote = $1 AND at >= $2 GROUP BY version ORDER BY version`,
      [remote, since.toISOString()],
    );
    const num = (v: number | string | null) => (v === null ? null : Number(v));
    return rows.map((r) => ({ version: r.version, views: r.views, visits: r.visits, errors: r.errors, loadFailures: r.load_failures, p75: { LCP: num(r.lcp), INP: num(r.inp), CLS: num(r.cls) } }));
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
