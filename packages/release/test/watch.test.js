'use strict';
const fs = require('fs');
const path = require('path');
const { deployPaths, readHistory } = require('../src/deploy-state');
const { releaseFolder, startCanary } = require('../src/release');
const { DEFAULTS, decide, watchOnce, watchSettings } = require('../src/watch');
const { statusLines } = require('../src/status');
const { tempDir, fakeBuild } = require('./helpers');

const at = (minute) => new Date(Date.UTC(2026, 10, 22, 0, minute, 0));
const settings = { ...DEFAULTS, minVisits: 10, minStableVisits: 10, threshold: 0.02, watchMs: 10 * 60_000 };
const canary = { version: 'C', startedAt: at(0).toISOString(), autoPromote: false };

describe('the canary watcher decides', () => {
  // Both minimums at 10 views, the ceiling for a canary with no live yardstick at 5 % of views.
  const settings = { ...DEFAULTS, minVisits: 10, minStableVisits: 10, maxErrorRate: 0.05, threshold: 0.02, watchMs: 10 * 60_000 };
  const asked = { ...canary, autoPromote: true };
  // One view per distinct visit, as the API counts them (services/src/rum): a visit is a signed token.
  const figures = (c, s) => ({ C: { views: c[0], visits: c[0], errors: c[1], loadFailures: c[2] ?? 0 }, ...(s ? { S: { views: s[0], visits: s[0], errors: s[1], loadFailures: 0 } } : {}) });
  const action = (stats, { at: minute = 20, who = asked } = {}) => decide({ canary: who, stable: 'S', stats, now: at(minute), settings }).action;

  // [case, canary views/errors/failed loads, live views/errors, action]
  test.each([
    ['no visits at all', [0, 0], null, 'wait'],
    ['no visits of the canary, the live version busy', [0, 0], [500, 1], 'wait'],
    ['too few canary visits, however bad they are', [9, 9], [100, 0], 'wait'],
    ['enough canary visits failing, the live version never seen (no figures)', [10, 3], null, 'withdraw'],
    ['enough canary visits failing, the live version with 0 views', [10, 3], [0, 0], 'withdraw'],
    ['enough canary visits failing, too few live visits', [10, 1, 1], [9, 0], 'withdraw'],
    ['enough canary visits under the ceiling, too few live visits: never promoted on its own', [20, 1], [9, 0], 'wait'],
    ['enough canary visits, no errors, no live visits: never promoted on its own', [20, 0], [0, 0], 'wait'],
    ['both enough, the canary failing', [10, 2, 1], [100, 1], 'withdraw'],
    ['both enough, the canary failing by failed loads only', [20, 0, 4], [100, 0], 'withdraw'],
    ['both enough, the canary within the threshold of a failing live version', [20, 2], [20, 2], 'promote'],
    ['both enough, healthy, watch period over', [50, 1], [100, 2], 'promote'],
  ])('%s', (_name, mine, theirs, expected) => {
    expect(action(figures(mine, theirs))).toBe(expected);
  });

  test('decides on distinct visits, not views: figures without visits (an API before visit tokens) decide nothing', () => {
    const noVisits = { C: { views: 500, errors: 500, loadFailures: 0 }, S: { views: 500, errors: 0, loadFailures: 0 } };
    expect(action(noVisits)).toBe('wait');
    expect(action({ C: { views: 500, visits: 9, errors: 500, loadFailures: 0 }, S: { views: 500, visits: 100, errors: 0, loadFailures: 0 } })).toBe('wait');
    expect(action({ C: { views: 10, visits: 10, errors: 5, loadFailures: 0 }, S: { views: 500, visits: 9, errors: 0, loadFailures: 0 } })).toBe('withdraw');
    expect(action({ C: { views: 10, visits: 10, errors: 0, loadFailures: 0 }, S: { views: 500, visits: 9, errors: 0, loadFailures: 0 } })).toBe('wait');
  });

  test('a healthy canary is promoted after its watch period only, and only when the team asked for it', () => {
    const stats = figures([50, 1], [100, 2]);
    expect(action(stats, { at: 9 })).toBe('wait');
    expect(action(stats, { at: 10 })).toBe('promote');
    expect(action(stats, { at: 20, who: canary })).toBe('wait');
    // Its own watch period, from the release (--watch-period), before the watcher's default.
    expect(action(stats, { at: 3, who: { ...asked, watchMs: 2 * 60_000 } })).toBe('promote');
  });

  test('the log says which rule decided, with the figures', () => {
    const say = (stats) => decide({ canary: asked, stable: 'S', stats, now: at(5), settings }).reason;
    expect(say(figures([10, 2, 1], [100, 1]))).toBe('error rate canary 30.0% of 10 views, live 1.0% of 100 views: more than 2.0% above the live version');
    expect(say(figures([10, 3], [0, 0]))).toBe('error rate canary 30.0% of 10 views, live 0.0% of 0 views: above the 5.0% allowed while the live version has fewer than 10 distinct visits to compare');
    expect(say(figures([20, 1], [9, 0]))).toBe('the live version has 9 of the 10 distinct visits needed to compare (canary 5.0% of 20 views, live 0.0% of 9 views)');
    expect(say(figures([9, 9], [100, 0]))).toBe('9 of the 10 distinct visits needed (canary 100.0% of 9 views, live 0.0% of 100 views)');
  });

  test('before its first release a remote\'s live version is its own build, reported as "base"', () => {
    const stats = { C: { views: 20, visits: 20, errors: 0, loadFailures: 0 }, base: { views: 20, visits: 20, errors: 0, loadFailures: 0 } };
    expect(decide({ canary: asked, stable: null, stats, now: at(20), settings }).action).toBe('promote');
  });

  test('the defaults ask for real traffic on both sides before comparing', () => {
    expect(DEFAULTS).toMatchObject({ minVisits: 50, minStableVisits: 50, threshold: 0.02, maxErrorRate: 0.05 });
    const stats = figures([49, 0], [1000, 0]);
    expect(decide({ canary: asked, stable: 'S', stats, now: at(60), settings: DEFAULTS }).action).toBe('wait');
    expect(decide({ canary: asked, stable: 'S', stats: figures([50, 0], [49, 0]), now: at(60), settings: DEFAULTS }).action).toBe('wait');
    expect(decide({ canary: asked, stable: 'S', stats: figures([50, 0], [50, 0]), now: at(60), settings: DEFAULTS }).action).toBe('promote');
  });

  test('INP is a signal only when asked for (--inp-margin), with enough INP reports on both sides', () => {
    // Both sides healthy by errors; the canary's interactions answered 180 ms later at p75.
    const withInp = (c, s) => ({ C: { views: 50, visits: 50, errors: 0, loadFailures: 0, interactions: c[0], p75: { INP: c[1] } }, S: { views: 100, visits: 100, errors: 0, loadFailures: 0, interactions: s[0], p75: { INP: s[1] } } });
    const judge = (stats, inp) => decide({ canary: asked, stable: 'S', stats, now: at(20), settings: { ...settings, ...inp } });
    expect(DEFAULTS).toMatchObject({ inpMargin: null, minInteractions: 20 });
    expect(judge(withInp([40, 380], [40, 200]), {}).action).toBe('promote');
    const on = { inpMargin: 100, minInteractions: 20 };
    expect(judge(withInp([40, 380], [40, 200]), on)).toEqual({ action: 'withdraw', reason: 'INP p75 canary 380 ms of 40 interactions, live 200 ms of 40: more than 100 ms above the live version' });
    expect(judge(withInp([40, 300], [40, 200]), on).action).toBe('promote');
    expect(judge(withInp([19, 900], [40, 200]), on).action).toBe('promote');
    expect(judge(withInp([40, 900], [19, 200]), on).action).toBe('promote');
    expect(judge(withInp([40, 900], [40, null]), on).action).toBe('promote');
    // The error rate is judged first, and a canary waiting for visits is not judged on INP either.
    expect(judge({ ...withInp([40, 900], [40, 200]), C: { views: 9, visits: 9, errors: 0, loadFailures: 0, interactions: 40, p75: { INP: 900 } } }, on).action).toBe('wait');
    expect(watchSettings({ 'inp-margin': '150', 'min-interactions': '30' })).toMatchObject({ inpMargin: 150, minInteractions: 30 });
    expect(() => watchSettings({ 'inp-margin': '-1', 'min-interactions': '0.5' })).toThrow('--inp-margin must be a number from 0 to 60000; --min-interactions must be a whole number from 1 to 1000000');
  });

  test('settings from the command line are checked, each bad one named', () => {
    expect(watchSettings({ 'min-visits': '3', 'min-stable-visits': '7', 'max-error-rate': '0.1', threshold: '0.1', window: '5' })).toMatchObject({ minVisits: 3, minStableVisits: 7, maxErrorRate: 0.1, threshold: 0.1, windowMs: 300_000 });
    expect(() => watchSettings({ 'min-visits': '0', threshold: 'x' })).toThrow('--threshold must be a number from 0 to 1; --min-visits must be a whole number from 1 to 1000000');
    expect(() => watchSettings({ 'min-stable-visits': '2.5', 'max-error-rate': '2' })).toThrow('--min-stable-visits must be a whole number from 1 to 1000000; --max-error-rate must be a number from 0 to 1');
  });
});

describe('watchOnce on a deploy folder', () => {
  let work;
  let paths;
  beforeEach(() => {
    work = tempDir('watch');
    paths = deployPaths(path.join(work, 'deploy'));
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  test('withdraws a failing canary, logs why and records it in the history; the status shows it', async () => {
    const stable = releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v1'), 'One'), paths, now: at(0), compress: false }).version;
    const { version } = startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Two'), paths, share: 20, now: at(1), compress: false });
    const asked = [];
    const stats = { [version]: { views: 12, visits: 12, errors: 6, loadFailures: 0, p75: { LCP: 900, INP: 80, CLS: 0.01 } }, [stable]: { views: 40, visits: 40, errors: 0, loadFailures: 0, p75: { LCP: 800, INP: 60, CLS: 0 } } };
    const lines = [];
    const decisions = await watchOnce({
      paths,
      settings,
      now: at(3),
      log: (line) => lines.push(line),
      fetchStats: async (remote, since) => {
        asked.push([remote, since.toISOString()]);
        return stats;
      },
    });
    expect(asked).toEqual([['blog', at(1).toISOString()]]);
    expect(decisions).toEqual([expect.objectContaining({ remote: 'blog', version, action: 'withdraw' })]);
    expect(lines[0]).toMatch(new RegExp(`^\\[watch\\] blog: canary ${version} withdrawn: error rate canary 50.0% of 12 views`));
    const history = readHistory(paths, 'blog');
    expect(history.canary).toBeUndefined();
    expect(history.log.at(-1)).toMatchObject({ action: 'withdraw', from: version, to: stable, by: 'watcher' });
    expect(JSON.parse(fs.readFileSync(paths.canariesFile, 'utf8'))).toEqual({});

    // A version the API knows from another deploy folder is not this remote's history: not shown.
    const other = { '20261101T000000Z-00000000': { views: 5, visits: 5, errors: 0, loadFailures: 0, p75: {} } };
    const status = statusLines(paths, { blog: { ...stats, ...other } }, { minVisits: 50, minStableVisits: 40 });
    expect(status[0]).toBe('The watcher decides on a canary after 50 distinct visits of it and 40 of the live version (visits with a signed visit token only).');
    const blog = status.slice(status.findIndex((l) => l.startsWith('blog:')), status.findIndex((l) => l.startsWith('commerce:')));
    expect(blog).toHaveLength(4);
    expect(blog[0]).toBe(`blog: stable ${stable}`);
    expect(blog[1]).toBe(`  stable ${stable}: 40 visits, 40 views, error rate 0.0% (0 errors, 0 failed loads), LCP p75 800 ms, INP p75 60 ms, CLS p75 0.000`);
    expect(blog[2]).toBe(`  older  ${version}: 12 visits, 12 views, error rate 50.0% (6 errors, 0 failed loads), LCP p75 900 ms, INP p75 80 ms, CLS p75 0.010`);
    expect(blog[3]).toMatch(/^ {2}last: withdraw of .* by watcher: error rate/);
  });

  test('npm run releases shows the p75s per route under each version, and the INP the frame took per route', () => {
    const stable = releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v1'), 'One'), paths, now: at(0), compress: false }).version;
    const routes = [
      { route: '/blog', interactions: 0, p75: { LCP: 700, INP: null, CLS: 0.002 } },
      { route: '/blog/:slug', interactions: 12, p75: { LCP: 1200.4, INP: 184.6, CLS: 0.04 } },
    ];
    const blog = { [stable]: { views: 40, visits: 30, errors: 0, loadFailures: 0, interactions: 12, p75: { LCP: 1100, INP: 184.6, CLS: 0.03 }, routes } };
    const shell = { base: { views: 0, visits: 0, errors: 0, loadFailures: 0, interactions: 5, p75: { LCP: null, INP: 64, CLS: null }, routes: [{ route: '/', interactions: 5, p75: { LCP: null, INP: 64, CLS: null } }] } };
    const status = statusLines(paths, { blog, shell }, { inpMargin: 100, minInteractions: 20 });
    expect(status[1]).toBe("It withdraws one whose p75 INP is more than 100 ms above the live version's, once each has 20 INP reports.");
    const at0 = status.indexOf(`blog: stable ${stable}`);
    expect(status.slice(at0 + 1, at0 + 4)).toEqual([
      `  stable ${stable}: 30 visits, 40 views, error rate 0.0% (0 errors, 0 failed loads), LCP p75 1100 ms, INP p75 185 ms, CLS p75 0.030`,
      '    /blog: LCP p75 700 ms, INP p75 -, CLS p75 0.002 (0 interactions)',
      '    /blog/:slug: LCP p75 1200 ms, INP p75 185 ms, CLS p75 0.040 (12 interactions)',
    ]);
    expect(status.slice(-2)).toEqual(["shell (the frame's own elements): INP p75 64 ms (5 interactions)", '    /: INP p75 64 ms (5 interactions)']);
    expect(statusLines(paths, { blog, shell: new Error('answered 400') }).at(-1)).toBe("shell (the frame's own elements): no visitors' figures: answered 400");
  });

  test('an API that does not answer leaves the canary running', async () => {
    releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v1'), 'One'), paths, now: at(0), compress: false });
    startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Two'), paths, share: 20, now: at(1), compress: false });
    const lines = [];
    await watchOnce({ paths, settings, now: at(3), log: (l) => lines.push(l), fetchStats: async () => Promise.reject(new Error('connect ECONNREFUSED')) });
    expect(readHistory(paths, 'blog').canary).toBeDefined();
    expect(lines).toEqual(['[watch] blog: no figures from the API (connect ECONNREFUSED); the canary stays as it is']);
  });
});

describe('the watcher and a person acting at the same time', () => {
  let work;
  let paths;
  beforeEach(() => {
    work = tempDir('watch-race');
    paths = deployPaths(path.join(work, 'deploy'));
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  test('a canary replaced while its figures were fetched is left alone, and the watch goes on', async () => {
    releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v1'), 'One'), paths, now: at(0), compress: false });
    const first = startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Two'), paths, share: 20, now: at(1), compress: false }).version;
    let second;
    const lines = [];
    await watchOnce({
      paths,
      settings,
      now: at(3),
      log: (l) => lines.push(l),
      fetchStats: async () => {
        second = startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v3'), 'Three'), paths, share: 20, now: at(2), compress: false }).version;
        return { [first]: { views: 20, visits: 20, errors: 20, loadFailures: 0 } };
      },
    });
    expect(readHistory(paths, 'blog').canary.version).toBe(second);
    expect(lines).toEqual([`[watch] blog: blog's canary is now ${second}, not ${first}`]);
  });
});
