'use strict';
const fs = require('fs');
const path = require('path');
const { deployPaths, readHistory } = require('../src/deploy-state');
const { releaseFolder, rollback, startCanary, promote, withdrawCanary, prune } = require('../src/release');
const { tempDir, fakeBuild } = require('./helpers');

const at = (minute) => new Date(Date.UTC(2026, 10, 22, 0, minute, 0));
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

describe('canary releases of one remote', () => {
  let paths;
  let work;
  let stable;
  beforeEach(() => {
    work = tempDir('canary');
    paths = deployPaths(path.join(work, 'deploy'));
    stable = releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v1'), 'Stable'), paths, now: at(1), compress: false }).version;
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  test('a canary is written to canaries.json for its share and remotes.json keeps the live release', () => {
    const before = fs.readFileSync(paths.remotesFile, 'utf8');
    const result = startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Canary'), paths, share: 20, now: at(2), compress: false });
    expect(result.stable).toBe(stable);
    expect(fs.readFileSync(paths.remotesFile, 'utf8')).toBe(before);
    expect(readJson(paths.canariesFile)).toEqual({ blog: { version: result.version, url: `/remotes/blog/${result.version}/mf-manifest.json`, share: 20, stable } });
    expect(fs.existsSync(path.join(paths.versionDir('blog', result.version), 'remoteEntry.js'))).toBe(true);
    expect(readHistory(paths, 'blog').canary).toMatchObject({ version: result.version, share: 20, autoPromote: false });
  });

  test('promote moves everyone to the canary and records it', () => {
    const { version } = startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Canary'), paths, share: 20, now: at(2), compress: false });
    const result = promote({ remote: 'blog', paths, now: at(3) });
    expect(result).toMatchObject({ from: stable, to: version });
    expect(readJson(paths.remotesFile).blog).toBe(`/remotes/blog/${version}/mf-manifest.json`);
    expect(readJson(paths.canariesFile)).toEqual({});
    const history = readHistory(paths, 'blog');
    expect(history.current).toBe(version);
    expect(history.canary).toBeUndefined();
    expect(history.log.at(-1)).toMatchObject({ action: 'promote', from: stable, to: version, by: 'person' });
  });

  test('rollback withdraws a running canary and leaves the live release', () => {
    const { version } = startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Canary'), paths, share: 20, now: at(2), compress: false });
    const result = rollback({ remote: 'blog', paths, now: at(3) });
    expect(result).toMatchObject({ from: version, to: stable, canary: true });
    expect(readJson(paths.remotesFile).blog).toBe(`/remotes/blog/${stable}/mf-manifest.json`);
    expect(readJson(paths.canariesFile)).toEqual({});
    expect(readHistory(paths, 'blog').log.at(-1)).toMatchObject({ action: 'withdraw', from: version, to: stable, by: 'person' });
  });

  test('an automatic withdrawal records who and why', () => {
    startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Canary'), paths, share: 50, now: at(2), compress: false });
    withdrawCanary({ remote: 'blog', paths, now: at(5), by: 'watcher', reason: 'error rate 40% against 0%' });
    expect(readHistory(paths, 'blog').log.at(-1)).toMatchObject({ action: 'withdraw', by: 'watcher', reason: 'error rate 40% against 0%' });
  });

  test('a share outside 1-99 and a canary of the live build are refused, nothing written', () => {
    expect(() => startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'C'), paths, share: 0, compress: false })).toThrow('from 1 to 99');
    expect(() => startCanary({ remote: 'blog', sourceDir: path.join(work, 'v1'), paths, share: 10, compress: false })).toThrow('is the live release');
    expect(fs.existsSync(paths.canariesFile)).toBe(false);
    expect(() => promote({ remote: 'blog', paths })).toThrow('no canary running');
  });

  test('a version served recently is kept on disk for open pages (skew protection), then pruned', () => {
    const versions = [2, 3, 4].map((m) => releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, `r${m}`), `T${m}`), paths, now: at(m), keep: 1, compress: false }).version);
    // The first release stopped being served minutes ago: still on disk.
    expect(fs.existsSync(paths.versionDir('blog', stable))).toBe(true);
    const history = readHistory(paths, 'blog');
    const twoDaysLater = new Date(at(4).getTime() + 49 * 3600_000);
    const removed = prune(paths, history, 1, { now: twoDaysLater });
    expect(removed).toEqual([stable, versions[0]]);
    expect(fs.existsSync(paths.versionDir('blog', stable))).toBe(false);
    expect(fs.existsSync(paths.versionDir('blog', versions[2]))).toBe(true);
  });

  test('a remote published to its own origin is released there and named by its absolute URL', () => {
    const originDir = path.join(work, 'cdn');
    const origin = { dir: originDir, url: 'http://127.0.0.1:4999/blog' };
    const { version } = startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v3'), 'Elsewhere'), paths, share: 30, origin, compress: false });
    expect(fs.existsSync(path.join(originDir, version, 'mf-manifest.json'))).toBe(true);
    expect(fs.existsSync(paths.versionDir('blog', version))).toBe(false);
    expect(readJson(paths.canariesFile).blog.url).toBe(`http://127.0.0.1:4999/blog/${version}/mf-manifest.json`);
    promote({ remote: 'blog', paths });
    expect(readJson(paths.remotesFile).blog).toBe(`http://127.0.0.1:4999/blog/${version}/mf-manifest.json`);
    // A rollback goes back to the version on the deploy host, by its own address.
    expect(rollback({ remote: 'blog', paths }).url).toBe(`/remotes/blog/${stable}/mf-manifest.json`);
  });
});
