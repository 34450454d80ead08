import { remoteOfFile, remotesOfMap, stackFiles, type RemoteOnPage } from './attribution';

/**
 * What the browser reports to the API (POST /api/rum, services/src/rum) for the canary watcher and
 * `npm run releases`: the remotes that started on the page (a view each), uncaught errors and
 * failed loads of a remote's files with the remote and version they came from, and the page's Core
 * Web Vitals. The page's visit token (a cookie the gateway set on the page, for /api/rum only) goes
 * with each beacon: the API counts nothing without it. Batched: sent with sendBeacon a few seconds after the first thing to report, and at
 * once when the page is hidden or left. Sampled per page view (the page's `agency-rum` settings).
 * Nothing about the visitor is sent: no error text, no query, no identifier.
 */
export interface RumSettings {
  sample: number;
  endpoint: string;
}

export interface RumBatch {
  /** The route pattern of the page as it started (`/blog/:slug`, or `*` for none: the 404 page). */
  route: string;
  views: Array<{ remote: string; version: string }>;
  remotes: Array<{ remote: string; version: string }>;
  problems: Array<{ remote: string; version: string; kind: 'error' | 'load' }>;
  /**
   * LCP and CLS count for every remote of the page; an INP carries where its interaction happened:
   * the route pattern then and the remote whose element took it (or `shell`, the frame's own).
   */
  vitals: Array<{ name: 'LCP' | 'INP' | 'CLS'; value: number; route?: string; remote?: string }>;
}

/** Wait after the first thing to report: what comes meanwhile goes in the same beacon. */
export const FLUSH_DELAY_MS = 3000;
/** Problems per batch (the API takes 50); past it a loop of errors stops being reported for this page. */
const MAX_PROBLEMS = 40;
const MAX_PROBLEMS_PER_PAGE = 200;

interface Environment {
  window: Window;
  document: Document;
  send(endpoint: string, body: string): boolean;
  random(): number;
}

const defaultEnvironment = (): Environment => ({
  window,
  document,
  send: (endpoint, body) => navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' })) ?? false,
  random: Math.random,
});

function readJson(document: Document, id: string): Record<string, unknown> | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function readSettings(document: Document): RumSettings {
  const raw = readJson(document, 'agency-rum') ?? {};
  const sample = typeof raw.sample === 'number' && raw.sample >= 0 && raw.sample <= 1 ? raw.sample : 1;
  const endpoint = typeof raw.endpoint === 'string' && raw.endpoint.startsWith('/') ? raw.endpoint : '/api/rum';
  return { sample, endpoint };
}

export interface Reporter {
  /** One vital's value (from web-vitals); an INP with the place of its interaction (./interactions.ts). */
  vital(name: RumBatch['vitals'][number]['name'], value: number, place?: { route: string; remote: string }): void;
  /** Sends what is waiting now (the page is being hidden or left). */
  flush(): void;
}

/**
 * Starts reporting for this page view, or returns null when the page is not in the sample or has no
 * remotes map (a page that did not come from the gateway). `routeOf`: the route pattern of a path
 * (the shell's route table): what is sent instead of the address, which may name a person or an id.
 */
export function startReporter(routeOf: (pathname: string) => string, env: Environment = defaultEnvironment()): Reporter | null {
  const { window, document } = env;
  const settings = readSettings(document);
  if (!(env.random() < settings.sample)) return null;
  const map = readJson(document, 'agency-remotes');
  if (!map) return null;
  const remotes: RemoteOnPage[] = remotesOfMap(map, document.baseURI);
  const route = routeOf(window.location.pathname);
  const viewed = new Set<string>();
  const started = new Set<string>();
  let problems: RumBatch['problems'] = [];
  let vitals: RumBatch['vitals'] = [];
  let problemsThisPage = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** A remote is on the page once one of its files loaded (resource timing) or failed. */
  const remotesStarted = () => {
    for (const entry of window.performance?.getEntriesByType?.('resource') ?? []) {
      const r = remoteOfFile(entry.name, remotes);
      if (r) started.add(r.remote);
    }
    return remotes.filter((r) => started.has(r.remote));
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const onPage = remotesStarted();
    const fresh = onPage.filter((r) => !viewed.has(r.remote));
    if (!fresh.length && !problems.length && !vitals.length) return;
    const plain = (r: RemoteOnPage) => ({ remote: r.remote, version: r.version });
    // Every batch names the page's views again: the API counts a remote's view once per visit (its
    // visit token) and a problem only against a view of the same batch.
    const batch: RumBatch = { route, views: onPage.map(plain), remotes: onPage.map(plain), problems, vitals };
    if (env.send(settings.endpoint, JSON.stringify(batch))) {
      for (const r of onPage) viewed.add(r.remote);
      problems = [];
      vitals = [];
    }
  };
  const later = () => {
    timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };
  const problem = (r: RemoteOnPage | null, kind: 'error' | 'load') => {
    if (!r || problemsThisPage >= MAX_PROBLEMS_PER_PAGE) return;
    problemsThisPage += 1;
    started.add(r.remote);
    problems.push({ remote: r.remote, version: r.version, kind });
    if (problems.length >= MAX_PROBLEMS) flush();
    else later();
  };

  // Capture phase: a script or style element that failed to load fires `error` on itself, not bubbling.
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement || target instanceof HTMLLinkElement) {
        problem(remoteOfFile(target instanceof HTMLScriptElement ? target.src : target.href, remotes), 'load');
        return;
      }
      if (event instanceof ErrorEvent) {
        const files = [event.filename, ...stackFiles((event.error as { stack?: unknown } | null)?.stack)];
        problem(files.map((f) => remoteOfFile(f, remotes)).find(Boolean) ?? null, 'error');
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const files = stackFiles((event.reason as { stack?: unknown } | null)?.stack);
    problem(files.map((f) => remoteOfFile(f, remotes)).find(Boolean) ?? null, 'error');
  });
  // The page's view goes out soon after it started, with whatever went wrong meanwhile.
  later();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return {
    vital(name, value, place) {
      if (!Number.isFinite(value) || value < 0) return;
      vitals.push({ name, value: Math.min(value, 600_000), ...(place ? { route: place.route, remote: place.remote } : {}) });
      // web-vitals reports LCP and CLS as the page is hidden: no timer runs after that.
      if (document.visibilityState === 'hidden') flush();
      else later();
    },
    flush,
  };
}
