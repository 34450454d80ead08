import { Injectable, Logger } from '@nestjs/common';
import { Database } from '../database/database';
import { InputValidationException } from '../common/validation';
import { RUM_INP_MAX_MS, RUM_PROBLEMS_PER_VISIT, RUM_RETENTION_DAYS, RUM_SHELL, type RumVital } from './rum.constants';
import type { RumReportDto } from './rum.dto';
import { RumMetrics } from './rum.metrics';

/** The 75th percentile of each vital over the window; null while no page reported it. */
export type RumP75 = Record<RumVital, number | null>;

/** Figures of one route pattern for one version: LCP and CLS of its pages, INP of the interactions the remote took there. */
export interface RumRouteSummary {
  route: string;
  interactions: number;
  p75: RumP75;
}

/** Figures of one version of a remote since a time (what `npm run releases` and the canary watcher read). */
export interface RumVersionSummary {
  version: string;
  views: number;
  visits: number;
  errors: number;
  loadFailures: number;
  /** INP reports of interactions this version's elements took. */
  interactions: number;
  p75: RumP75;
  routes: RumRouteSummary[];
}

/** A visit as its signed token names it (packages/server-kit/src/page-token.js readVisitToken). */
export interface RumVisit {
  visit: string;
  versions: Record<string, string>;
  previews: string[];
}

/** How often this process deletes reports past their retention. */
const PRUNE_EVERY_MS = 3600_000;

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
   * views, at most RUM_PROBLEMS_PER_VISIT per remote and visit. LCP and CLS count for every remote
   * of the batch on its route; an INP only for the remote that took the interaction (or the frame,
   * `shell`, version `base`), on the route of that moment. Routes are patterns (the DTO's list).
   */
  async record(report: RumReportDto, visit: RumVisit): Promise<void> {
    const route = report.route;
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
    const inps: Array<{ remote: string; version: string; route: string; value: number }> = [];
    report.vitals.forEach((vital, i) => {
      if (vital.name !== 'INP') return;
      const errors: Record<string, string[]> = {};
      if (vital.value > RUM_INP_MAX_MS) errors[`vitals.${i}.value`] = [`an INP must be at most ${RUM_INP_MAX_MS} ms`];
      const remote = vital.remote!;
      if (remote !== RUM_SHELL && !visit.versions[remote] && !visit.previews.includes(remote)) {
        errors[`vitals.${i}.remote`] = [`${remote} is not a remote this page served`];
      }
      if (Object.keys(errors).length) throw new InputValidationException(errors);
      // A privately previewed remote is never counted.
      if (visit.previews.includes(remote)) return;
      inps.push({ remote, version: remote === RUM_SHELL ? 'base' : visit.versions[remote], route: vital.route!, value: vital.value });
    });

    const rows: Array<[string, string, string, string, number | null]> = [];
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
        if (vital.name === 'INP') continue;
        rows.push([remote, version, route, vital.name, vital.value]);
        this.metrics.vital(remote, version, vital.name as RumVital, vital.value);
      }
    }
    for (const inp of inps) {
      rows.push([inp.remote, inp.version, inp.route, 'INP', inp.value]);
      this.metrics.vital(inp.remote, inp.version, 'INP', inp.value);
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
        rows.push([problem.remote, problem.version, route, problem.kind, null]);
        this.metrics.problem(problem.remote, problem.version, problem.kind);
      }
    }
    if (rows.length) {
      const values = rows.map((_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5}, $${rows.length * 5 + 1})`).join(', ');
      await this.db.query(
        `INSERT INTO rum_events (remote, version, route, kind, value, visit) VALUES ${values}`,
        [...rows.flatMap(([remote, version, at, kind, value]) => [remote, version, at, kind, value]), visit.visit],
      );
    }
    await this.pruneNowAndThen();
  }

  async summary(remote: string, since: Date): Promise<RumVersionSummary[]> {
    const p75 = (kind: RumVital) => `percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = '${kind}')`;
    const vitals = `${p75('LCP')} AS lcp, ${p75('INP')} AS inp, ${p75('CLS')} AS cls, count(*) FILTER (WHERE kind = 'INP')::int AS interactions`;
    type Vitals = { lcp: number | null; inp: number | null; cls: number | null; interactions: number };
    const { rows } = await this.db.query<{ version: string; views: number; visits: number; errors: number; load_failures: number } & Vitals>(
      `SELECT version,
         count(*) FILTER (WHERE kind = 'view')::int AS views,
         count(DISTINCT visit) FILTER (WHERE kind = 'view')::int AS visits,
         count(*) FILTER (WHERE kind = 'error')::int AS errors,
         count(*) FILTER (WHERE kind = 'load')::int AS load_failures,
         ${vitals}
       FROM rum_events WHERE remote = $1 AND at >= $2 GROUP BY version ORDER BY version`,
      [remote, since.toISOString()],
    );
    // Per route: the vitals only (views and problems are the page's first route's, counted above).
    const { rows: byRoute } = await this.db.query<{ version: string; route: string } & Vitals>(
      `SELECT version, route, ${vitals}
       FROM rum_events WHERE remote = $1 AND at >= $2 AND kind IN ('LCP', 'INP', 'CLS') GROUP BY version, route ORDER BY version, route`,
      [remote, since.toISOString()],
    );
    const num = (v: number | string | null) => (v === null ? null : Number(v));
    const figures = (r: Vitals): RumP75 => ({ LCP: num(r.lcp), INP: num(r.inp), CLS: num(r.cls) });
    return rows.map((r) => ({
      version: r.version,
      views: r.views,
      visits: r.visits,
      errors: r.errors,
      loadFailures: r.load_failures,
      interactions: r.interactions,
      p75: figures(r),
      routes: byRoute.filter((x) => x.version === r.version).map((x) => ({ route: x.route, interactions: x.interactions, p75: figures(x) })),
    }));
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
