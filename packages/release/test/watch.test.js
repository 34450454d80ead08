'use strict';
const fs = require('fs');
const path = require('path');
const { deployPaths, readHistory } = require('../src/deploy-state');
const { releaseFolder, startCanary } = require('../src/release');
const { DEFAULTS, decide, watchOnce, watchSettings } = require('../src/watch');
const { statusLines } = require('../src/status');
const { tempDir, fakeBuild } = require('./helpers');

const at = (minute) => new Date(Date.UTC(2026, 10, 22, 0, minute, 0));
const settings = { ...DEFAULTS, minVisits: 10, threshold: 0.02, watchMs: 10 * 60_000 };
const canary = { version: 'C', startedAt: at(0).toISOString(), autoPromote: false };

describe('the canary watcher decides', () => {
  test('to wait while the canary has fewer views than the minimum, however bad they are', () => {
    const stats = { C: { views: 9, errors: 9, loadFailures: 0 }, S: { views: 100, errors: 0, loadFailures: 0 } };
    expect(decide({ canary, stable: 'S', stats, now: at(5), settings }).action).toBe('wait');
  });

  test('to withdraw a canary whose error rate is past the threshold above the live one', () => {
    const stats = { C: { views: 10, errors: 2, loadFailures: 1 }, S: { views: 100, errors: 1, loadFailures: 0 } };
    const decision = decide({ canary, stable: 'S', stats, now: at(5), settings });
    expect(decision.action).toBe('withdraw');
    expect(decision.reason).toBe('error rate canary 30.0% of 10 views, live 1.0% of 100 views: more than 2.0% above the live version');
  });

  test('to keep a canary as good as the live one, and to promote it after its watch period only when asked', () => {
    const stats = { C: { views: 50, errors: 1, loadFailures: 0 }, S: { views: 100, errors: 2, loadFailures: 0 } };
    expect(decide({ canary, stable: 'S', stats, now: at(20), settings }).action).toBe('wait');
    const asked = { ...canary, autoPromote: true };
    expect(decide({ canary: asked, stable: 'S', stats, now: at(9), settings }).action).toBe('wait');
    expect(decide({ canary: asked, stable: 'S', stats, now: at(10), settings }).action).toBe('promote');
  });

  test('settings from the command line are checked, each bad one named', () => {
    expect(watchSettings({ 'min-visits': '3', threshold: '0.1', window: '5' })).toMatchObject({ minVisits: 3, threshold: 0.1, windowMs: 300_000 });
    expect(() => watchSettings({ 'min-visits': '0', threshold: 'x' })).toThrow('--threshold must be a number from 0 to 1; --min-visits must be a whole number from 1 to 1000000');
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
    const stats = { [version]: { views: 12, errors: 6, loadFailures: 0, p75: { LCP: 900, INP: 80, CLS: 0.01 } }, [stable]: { views: 40, errors: 0, loadFailures: 0, p75: { LCP: 800, INP: 60, CLS: 0 } } };
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
    const other = { '20261101T000000Z-00000000': { views: 5, errors: 0, loadFailures: 0, p75: {} } };
    const status = statusLines(paths, { blog: { ...stats, ...other } });
    const blog = status.slice(status.findIndex((l) => l.startsWith('blog:')), status.findIndex((l) => l.startsWith('commerce:')));
    expect(blog).toHaveLength(4);
    expect(blog[0]).toBe(`blog: stable ${stable}`);
    expect(blog[1]).toBe(`  stable ${stable}: 40 views, error rate 0.0% (0 errors, 0 failed loads), LCP p75 800 ms, INP p75 60 ms, CLS p75 0.000`);
    expect(blog[2]).toBe(`  older  ${version}: 12 views, error rate 50.0% (6 errors, 0 failed loads), LCP p75 900 ms, INP p75 80 ms, CLS p75 0.010`);
    expect(blog[3]).toMatch(/^ {2}last: withdraw of .* by watcher: error rate/);
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
        return { [first]: { views: 20, errors: 20, loadFailures: 0 } };
      },
    });
    expect(readHistory(paths, 'blog').canary.version).toBe(second);
    expect(lines).toEqual([`[watch] blog: blog's canary is now ${second}, not ${first}`]);
  });
});
