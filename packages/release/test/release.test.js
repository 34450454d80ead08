'use strict';
const fs = require('fs');
const path = require('path');
const { defaultRemotesMap } = require('@agency/workspace');
const { deployPaths, readHistory, readRemotesMap } = require('../src/deploy-state');
const { releaseFolder, rollback } = require('../src/release');
const { tempDir, fakeBuild } = require('./helpers');

const at = (minute) => new Date(Date.UTC(2026, 10, 22, 0, minute, 0));

describe('release and rollback of one remote', () => {
  let paths;
  let work;
  beforeEach(() => {
    work = tempDir('rel');
    paths = deployPaths(path.join(work, 'deploy'));
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  test('a release copies the build to a versioned folder and points only that remote at it', () => {
    const build = fakeBuild(path.join(work, 'v1'), 'Old title');
    const result = releaseFolder({ remote: 'blog', sourceDir: build, paths, now: at(1), compress: false });

    expect(result.changed).toBe(true);
    expect(result.version).toMatch(/^20261122T000100Z-[0-9a-f]{8}$/);
    expect(result.previous).toBeNull();
    const map = JSON.parse(fs.readFileSync(paths.remotesFile, 'utf8'));
    expect(map).toEqual({ ...defaultRemotesMap(), blog: `/remotes/blog/${result.version}/mf-manifest.json` });
    const released = paths.versionDir('blog', result.version);
    expect(fs.readFileSync(path.join(released, '123.abcdef12.js'), 'utf8')).toContain('Old title');
    expect(fs.existsSync(path.join(released, '.build-inputs'))).toBe(false);
    expect(readHistory(paths, 'blog')).toMatchObject({ remote: 'blog', current: result.version, releases: [{ version: result.version }] });
  });

  test('released files are readable by the web server whatever the build folder\'s modes', () => {
    const build = fakeBuild(path.join(work, 'private'), 'Private');
    fs.chmodSync(build, 0o700);
    fs.chmodSync(path.join(build, 'remoteEntry.js'), 0o600);
    const { version } = releaseFolder({ remote: 'blog', sourceDir: build, paths, now: at(1), compress: false });
    const released = paths.versionDir('blog', version);
    expect(fs.statSync(released).mode & 0o777).toBe(0o755);
    expect(fs.statSync(path.join(released, 'remoteEntry.js')).mode & 0o777).toBe(0o644);
  });

  test('the version is the time plus the content hash, so a different build gets a different version', () => {
    const a = releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'a'), 'A'), paths, now: at(1), compress: false });
    const b = releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'b'), 'B'), paths, now: at(2), compress: false });
    expect(a.version.slice(-8)).not.toBe(b.version.slice(-8));
    expect(b.version.startsWith('20261122T000200Z-')).toBe(true);
    expect(b.previous).toBe(a.version);
  });

  test('releasing the build that is already live changes nothing', () => {
    const build = fakeBuild(path.join(work, 'v1'), 'Same');
    const first = releaseFolder({ remote: 'blog', sourceDir: build, paths, now: at(1), compress: false });
    const again = releaseFolder({ remote: 'blog', sourceDir: build, paths, now: at(5), compress: false });
    expect(again).toMatchObject({ changed: false, version: first.version });
    expect(readHistory(paths, 'blog').releases).toHaveLength(1);
  });

  test('entries of other remotes that were released stay as they are', () => {
    const blog = releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'b'), 'Blog'), paths, now: at(1), compress: false });
    const portfolio = releaseFolder({ remote: 'portfolio', sourceDir: fakeBuild(path.join(work, 'p'), 'Work'), paths, now: at(2), compress: false });
    rollback({ remote: 'portfolio', paths, now: at(3) });
    const map = readRemotesMap(paths);
    expect(map.blog).toBe(`/remotes/blog/${blog.version}/mf-manifest.json`);
    expect(map.portfolio).toBe('/remotes/portfolio/mf-manifest.json');
    expect(portfolio.version).not.toBe(blog.version);
  });

  test('rollback steps back one release at a time, then to the remote\'s own build', () => {
    const v1 = releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, '1'), 'One'), paths, now: at(1), compress: false });
    const v2 = releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, '2'), 'Two'), paths, now: at(2), compress: false });

    expect(rollback({ remote: 'blog', paths, now: at(3) })).toEqual({ from: v2.version, to: v1.version, url: `/remotes/blog/${v1.version}/mf-manifest.json` });
    expect(readRemotesMap(paths).blog).toBe(`/remotes/blog/${v1.version}/mf-manifest.json`);

    expect(rollback({ remote: 'blog', paths, now: at(4) })).toMatchObject({ from: v1.version, to: null, url: '/remotes/blog/mf-manifest.json' });
    expect(readRemotesMap(paths).blog).toBe(defaultRemotesMap().blog);
    expect(() => rollback({ remote: 'blog', paths })).toThrow('nothing to roll back: blog already serves its own build');

    const history = readHistory(paths, 'blog');
    expect(history.current).toBeNull();
    expect(history.log.map((e) => e.action)).toEqual(['release', 'release', 'rollback', 'rollback']);
  });

  test('rollback --to goes to a named release and refuses an unknown one', () => {
    const v1 = releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, '1'), 'One'), paths, now: at(1), compress: false });
    releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, '2'), 'Two'), paths, now: at(2), compress: false });
    releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, '3'), 'Three'), paths, now: at(3), compress: false });
    expect(rollback({ remote: 'blog', paths, to: v1.version }).to).toBe(v1.version);
    expect(() => rollback({ remote: 'blog', paths, to: '20990101T000000Z-deadbeef' })).toThrow('blog has no release 20990101T000000Z-deadbeef');
    expect(readRemotesMap(paths).blog).toBe(`/remotes/blog/${v1.version}/mf-manifest.json`);
  });

  test('a folder that is not a remote build is refused and nothing changes', () => {
    const notABuild = path.join(work, 'empty');
    fs.mkdirSync(notABuild);
    fs.writeFileSync(path.join(notABuild, 'index.html'), '<p>hi</p>');
    expect(() => releaseFolder({ remote: 'blog', sourceDir: notABuild, paths, compress: false })).toThrow('mf-manifest.json, remoteEntry.js missing');
    expect(fs.existsSync(paths.remotesFile)).toBe(false);
    expect(fs.existsSync(paths.historyFile('blog'))).toBe(false);
  });

  test('old versions are pruned but the live one and the one before it stay', () => {
    const versions = [1, 2, 3, 4].map(
      (m) => releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, String(m)), `T${m}`), paths, now: at(m), keep: 2, keepServedMs: 0, compress: false }).version,
    );
    const onDisk = fs.readdirSync(paths.versionsDir('blog')).sort();
    expect(onDisk).toEqual(versions.slice(2).sort());
    const history = readHistory(paths, 'blog');
    expect(history.releases.filter((r) => r.pruned).map((r) => r.version)).toEqual(versions.slice(0, 2));
    // Rolling back never lands on a version whose files are gone.
    rollback({ remote: 'blog', paths });
    expect(rollback({ remote: 'blog', paths }).to).toBeNull();
  });

  test('writes leave no temporary files behind and the release folder holds no half copy', () => {
    releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, '1'), 'One'), paths, now: at(1), compress: false });
    expect(fs.readdirSync(paths.dir).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
    expect(fs.readdirSync(paths.versionsDir('blog')).filter((f) => f.startsWith('.incoming'))).toEqual([]);
  });

  test('a release does not run while another holds the lock, and takes over a stale lock', () => {
    const { withLock } = require('../src/atomic');
    fs.mkdirSync(paths.dir, { recursive: true });
    fs.writeFileSync(paths.lockFile, '999999');
    expect(() => withLock(paths.lockFile, () => 'ran', { timeoutMs: 200 })).toThrow('another release holds');
    const old = new Date(Date.now() - 10 * 60_000);
    fs.utimesSync(paths.lockFile, old, old);
    expect(withLock(paths.lockFile, () => 'ran', { timeoutMs: 200 })).toBe('ran');
    expect(fs.existsSync(paths.lockFile)).toBe(false);
  });
});
