import { Counter, Histogram, type Registry } from 'prom-client';
import { RUM_VERSIONS_PER_REMOTE, RUM_VITALS, type RumVital } from './rum.constants';

/**
 * The visitors' reports as Prometheus metrics, labelled by remote and version. Labels stay bounded:
 * remotes are a fixed list, versions are checked against the release format, and only the newest
 * RUM_VERSIONS_PER_REMOTE versions of a remote keep series in this process (an older one's are
 * removed when a newer one first reports; the database keeps its figures).
 */
export class RumMetrics {
  private readonly views: Counter<'remote' | 'version'>;
  private readonly problems: Counter<'remote' | 'version' | 'kind'>;
  private readonly timings: Histogram<'remote' | 'version' | 'metric'>;
  private readonly shifts: Histogram<'remote' | 'version'>;
  private readonly versions = new Map<string, string[]>();

  constructor(registry: Registry) {
    this.views = new Counter({ name: 'rum_page_views_total', help: 'Page views reported by visitors, per remote on the page and its version', labelNames: ['remote', 'version'], registers: [registry] });
    this.problems = new Counter({
      name: 'rum_problems_total',
      help: 'Uncaught errors (kind=error) and failed remote loads (kind=load) reported by visitors, per remote and version',
      labelNames: ['remote', 'version', 'kind'],
      registers: [registry],
    });
    this.timings = new Histogram({
      name: 'rum_web_vital_seconds',
      help: 'Largest Contentful Paint and Interaction to Next Paint seen by visitors, per remote on the page and its version',
      labelNames: ['remote', 'version', 'metric'],
      buckets: [0.05, 0.1, 0.2, 0.5, 1, 1.5, 2.5, 4, 6, 10],
      registers: [registry],
    });
    this.shifts = new Histogram({
      name: 'rum_cumulative_layout_shift',
      help: 'Cumulative Layout Shift seen by visitors, per remote on the page and its version',
      labelNames: ['remote', 'version'],
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers: [registry],
    });
  }

  view(remote: string, version: string): void {
    this.track(remote, version);
    this.views.inc({ remote, version });
  }

  problem(remote: string, version: string, kind: string): void {
    this.track(remote, version);
    this.problems.inc({ remote, version, kind });
  }

  vital(remote: string, version: string, name: RumVital, value: number): void {
    this.track(remote, version);
    if (name === 'CLS') this.shifts.observe({ remote, version }, value);
    else this.timings.observe({ remote, version, metric: name }, value / 1000);
  }

  /** Remembers a remote's version; past the limit, the oldest version's series go. */
  private track(remote: string, version: string): void {
    const known = this.versions.get(remote) ?? [];
    if (known.includes(version)) return;
    known.push(version);
    this.versions.set(remote, known);
    while (known.length > RUM_VERSIONS_PER_REMOTE) {
      const old = known.shift()!;
      this.views.remove({ remote, version: old });
      for (const kind of ['error', 'load']) this.problems.remove({ remote, version: old, kind });
      for (const metric of RUM_VITALS.filter((m) => m !== 'CLS')) this.timings.remove({ remote, version: old, metric });
      this.shifts.remove({ remote, version: old });
    }
  }
}
