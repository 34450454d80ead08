// @ts-check
'use strict';
const { readHistory } = require('./deploy-state');
const { promote, withdrawCanary } = require('./release');
const { REMOTES } = require('@agency/workspace');

/**
 * The automatic watcher of running canaries: compares a canary's error rate (uncaught errors and
 * failed remote loads per page view, from the visitors' reports stored by the API) with the live
 * version's over the same window, withdraws a canary that does clearly worse, and promotes one that
 * stayed healthy for its watch period when the team asked for it (--auto-promote).
 */
const DEFAULTS = {
  /** Reports older than this are not compared: a canary is judged on what visitors see now. */
  windowMs: 15 * 60_000,
  /** How much higher (in errors per view) the canary's rate may be than the live version's. */
  threshold: 0.02,
  /**
   * Distinct visits of the canary needed before it is judged either way: a few prove nothing. A
   * visit is a signed visit token of a page the gateway served (services/src/rum): reports without
   * one are not counted, so a flood of forged reports cannot reach this number.
   */
  minVisits: 50,
  /**
   * Distinct visits of the live version needed before its rate is a yardstick: 0 views is a rate of
   * 0, which any canary error would be "worse than".
   */
  minStableVisits: 50,
  /**
   * With too few views of the live version to compare, the canary is judged on its own: withdrawn
   * above this many errors per view, never promoted (there is nothing to say it is as good).
   */
  maxErrorRate: 0.05,
  /** How long a canary with --auto-promote must stay healthy before everyone gets it. */
  watchMs: 30 * 60_000,
  intervalMs: 30_000,
  /**
   * INP as a signal (off: null): withdraw a canary whose p75 INP (of the interactions its own
   * elements took, services/src/rum) is more than this many milliseconds above the live version's,
   * once both have minInteractions INP reports and the error rates compared. Off by default: a p75
   * of a few dozen phones swings with the phones, and a release judged slower on them should be a
   * team's choice (--inp-margin 100 is a start: INP's "good" band is 200 ms wide).
   */
  inpMargin: /** @type {number | null} */ (null),
  /** INP reports needed on each side before INP is compared. */
  minInteractions: 20,
};

/** @typedef {import('./deploy-state').DeployPaths} DeployPaths */
/** @typedef {{ views: number, visits?: number, errors: number, loadFailures: number, interactions?: number, p75?: Record<string, number | null> }} Counts */
/** @typedef {(remote: string, since: Date) => Promise<Record<string, Counts>>} FetchStats */
/** @typedef {{ remote: string, version: string, action: 'withdraw' | 'promote' | 'wait', reason: string }} Decision */

/**
 * Errors per view, or 0 without views.
 * @param {Counts | undefined} s
 */
const rateOf = (s) => (s && s.views > 0 ? (s.errors + s.loadFailures) / s.views : 0);
/** @param {number} rate */
const pct = (rate) => `${(rate * 100).toFixed(1)}%`;
const NONE = { views: 0, visits: 0, errors: 0, loadFailures: 0 };
/**
 * Distinct visits (an API before visit tokens reported none: nothing it counted is proof).
 * @param {Counts} s
 */
const visitsOf = (s) => s.visits ?? 0;

/**
 * What to do with one canary now (docs/TEAM.md, "What the watcher decides"):
 *   canary visits < minVisits                                   wait (whatever its errors)
 *   live visits >= minStableVisits, canary rate > live + threshold    withdraw
 *   live visits <  minStableVisits, canary rate > maxErrorRate        withdraw (judged on its own)
 *   live visits <  minStableVisits, otherwise                         wait (no promotion without a yardstick)
 *   live visits >= minStableVisits, --inp-margin set, both >= minInteractions INP reports,
 *     canary p75 INP > live p75 INP + inpMargin                       withdraw
 *   healthy against the live version, --auto-promote, watch period over   promote
 *   healthy otherwise                                                wait
 * @param {{ canary: { version: string, startedAt: string, autoPromote?: boolean, watchMs?: number }, stable: string|null, stats: Record<string, Counts>, now: Date, settings: typeof DEFAULTS }} o
 * @returns {{ action: 'withdraw' | 'promote' | 'wait', reason: string }}
 */
function decide({ canary, stable, stats, now, settings }) {
  const mine = stats[canary.version] ?? NONE;
  const theirs = stats[stable ?? 'base'] ?? NONE;
  const canaryRate = rateOf(mine);
  const stableRate = rateOf(theirs);
  const figures = `canary ${pct(canaryRate)} of ${mine.views} views, live ${pct(stableRate)} of ${theirs.views} views`;
  if (visitsOf(mine) < settings.minVisits) return { action: 'wait', reason: `${visitsOf(mine)} of the ${settings.minVisits} distinct visits needed (${figures})` };
  const minStable = settings.minStableVisits ?? DEFAULTS.minStableVisits;
  if (visitsOf(theirs) < minStable) {
    const ceiling = settings.maxErrorRate ?? DEFAULTS.maxErrorRate;
    if (canaryRate > ceiling) {
      return { action: 'withdraw', reason: `error rate ${figures}: above the ${pct(ceiling)} allowed while the live version has fewer than ${minStable} distinct visits to compare` };
    }
    return { action: 'wait', reason: `the live version has ${visitsOf(theirs)} of the ${minStable} distinct visits needed to compare (${figures})` };
  }
  if (canaryRate - stableRate > settings.threshold) {
    return { action: 'withdraw', reason: `error rate ${figures}: more than ${pct(settings.threshold)} above the live version` };
  }
  const slower = inpSlower(mine, theirs, settings);
  if (slower) return { action: 'withdraw', reason: slower };
  const watchMs = canary.watchMs ?? settings.watchMs;
  const healthyFor = now.getTime() - Date.parse(canary.startedAt);
  if (canary.autoPromote && healthyFor >= watchMs) return { action: 'promote', reason: `healthy for its watch period (${figures})` };
  return { action: 'wait', reason: `healthy so far (${figures})` };
}

/**
 * The reason to withdraw a canary on INP, or null: the INP signal is on (inpMargin), both sides have
 * minInteractions INP reports, and the canary's p75 is more than the margin above the live one's.
 * @param {Counts} mine
 * @param {Counts} theirs
 * @param {Partial<typeof DEFAULTS>} settings
 * @returns {string | null}
 */
function inpSlower(mine, theirs, settings) {
  const margin = settings.inpMargin ?? null;
  if (margin === null) return null;
  const least = settings.minInteractions ?? DEFAULTS.minInteractions;
  const [a, b] = [mine.p75?.INP, theirs.p75?.INP];
  if ((mine.interactions ?? 0) < least || (theirs.interactions ?? 0) < least || a == null || b == null || !(a - b > margin)) return null;
  return `INP p75 canary ${Math.round(a)} ms of ${mine.interactions} interactions, live ${Math.round(b)} ms of ${theirs.interactions}: more than ${margin} ms above the live version`;
}

/**
 * One look at every running canary: asks `fetchStats(remote, since)` for the figures per version and
 * acts. Returns what it decided per remote (for the log and the tests).
 * @param {{ paths: DeployPaths, fetchStats: FetchStats, settings?: typeof DEFAULTS, now?: Date, log?: (line: string) => void }} o
 * @returns {Promise<Decision[]>}
 */
async function watchOnce({ paths, fetchStats, settings = DEFAULTS, now = new Date(), log = () => undefined }) {
  /** @type {Decision[]} */
  const decisions = [];
  for (const { name } of REMOTES) {
    try {
      const decision = await watchRemote({ name, paths, fetchStats, settings, now, log });
      if (decision) decisions.push(decision);
    } catch (error) {
      // One remote's trouble (a history file being written by hand, a canary just promoted by a
      // person) never stops the watch of the others.
      log(`[watch] ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return decisions;
}

/**
 * @param {{ name: string, paths: DeployPaths, fetchStats: FetchStats, settings: typeof DEFAULTS, now: Date, log: (line: string) => void }} o
 * @returns {Promise<Decision | null>}
 */
async function watchRemote({ name, paths, fetchStats, settings, now, log }) {
  const history = readHistory(paths, name);
  const canary = history.canary;
  if (!canary) return null;
  const since = new Date(Math.max(Date.parse(canary.startedAt), now.getTime() - settings.windowMs));
  let stats;
  try {
    stats = await fetchStats(name, since);
  } catch (error) {
    log(`[watch] ${name}: no figures from the API (${/** @type {Error} */ (error).message}); the canary stays as it is`);
    return null;
  }
  const decision = decide({ canary, stable: history.current, stats, now, settings });
  // Acted on only if the canary is still the one judged.
  if (decision.action === 'withdraw') {
    withdrawCanary({ remote: name, paths, now, by: 'watcher', reason: decision.reason, version: canary.version });
    log(`[watch] ${name}: canary ${canary.version} withdrawn: ${decision.reason}`);
  } else if (decision.action === 'promote') {
    promote({ remote: name, paths, now, by: 'watcher', reason: decision.reason, version: canary.version });
    log(`[watch] ${name}: canary ${canary.version} promoted: ${decision.reason}`);
  } else log(`[watch] ${name}: canary ${canary.version}: ${decision.reason}`);
  return { remote: name, version: canary.version, ...decision };
}

/**
 * The watcher's settings from command-line options, each checked (a bad one stops it, named).
 * @param {Record<string, unknown>} options
 * @returns {typeof DEFAULTS}
 */
function watchSettings(options) {
  const settings = { ...DEFAULTS };
  /** @type {string[]} */
  const problems = [];
  /**
   * @param {keyof typeof DEFAULTS} key
   * @param {string} option
   * @param {{ min: number, max: number, scale?: number, integer?: boolean }} range
   */
  const read = (key, option, { min, max, scale = 1, integer = false }) => {
    if (options[option] === undefined) return;
    const value = Number(options[option]);
    if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) problems.push(`--${option} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`);
    else settings[key] = value * scale;
  };
  read('windowMs', 'window', { min: 0.05, max: 1440, scale: 60_000 });
  read('threshold', 'threshold', { min: 0, max: 1 });
  read('minVisits', 'min-visits', { min: 1, max: 1e6, integer: true });
  read('minStableVisits', 'min-stable-visits', { min: 1, max: 1e6, integer: true });
  read('maxErrorRate', 'max-error-rate', { min: 0, max: 1 });
  read('watchMs', 'watch-period', { min: 0, max: 10_080, scale: 60_000 });
  read('intervalMs', 'interval', { min: 0.2, max: 3600, scale: 1000 });
  read('inpMargin', 'inp-margin', { min: 0, max: 60_000 });
  read('minInteractions', 'min-interactions', { min: 1, max: 1e6, integer: true });
  if (problems.length) throw new Error(problems.join('; '));
  return settings;
}

module.exports = { DEFAULTS, decide, watchOnce, watchSettings, rateOf };
