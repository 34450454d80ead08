'use strict';
const fs = require('fs');
const path = require('path');
const { DEV_PAGE_TOKEN_SECRET, verifyToken } = require('@agency/server-kit');
const { deployPaths, readHistory } = require('../src/deploy-state');
const { releaseFolder, startPreview, prune } = require('../src/release');
const { readPreviews, removePreviews } = require('../src/preview');
const { statusLines } = require('../src/status');
const { tempDir, fakeBuild } = require('./helpers');

const at = (minute) => new Date(Date.UTC(2026, 10, 22, 0, minute, 0));

describe('private previews of one remote', () => {
  let paths;
  let work;
  let stable;
  beforeEach(() => {
    work = tempDir('preview');
    paths = deployPaths(path.join(work, 'deploy'));
    stable = releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v1'), 'Stable'), paths, now: at(1), compress: false }).version;
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  test('publishes the build and lists it in previews.json, with a signed link that expires; remotes.json and canaries stay', () => {
    const remotesBefore = fs.readFileSync(paths.remotesFile, 'utf8');
    const preview = startPreview({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Preview'), paths, now: at(2), ttlMs: 60 * 60_000, compress: false, secret: DEV_PAGE_TOKEN_SECRET });
    expect(preview.version).not.toBe(stable);
    expect(fs.existsSync(path.join(paths.versionDir('blog', preview.version), 'remoteEntry.js'))).toBe(true);
    expect(fs.readFileSync(paths.remotesFile, 'utf8')).toBe(remotesBefore);
    expect(fs.existsSync(paths.canariesFile)).toBe(false);
    expect(readPreviews(paths, at(3))).toEqual([{ remote: 'blog', version: preview.version, url: `/remotes/blog/${preview.version}/mf-manifest.json`, createdAt: at(2).toISOString(), expiresAt: at(62).toISOString() }]);
    // The link's token: this remote and version, good until the preview expires, and only with the secret.
    const token = /^nyota_preview=(.+)$/.exec(preview.query)[1];
    expect(verifyToken(DEV_PAGE_TOKEN_SECRET, 'preview', token, at(61).getTime())).toMatchObject({ r: 'blog', v: preview.version });
    expect(verifyToken(DEV_PAGE_TOKEN_SECRET, 'preview', token, at(63).getTime())).toBeNull();
    expect(verifyToken('another-secret-of-at-least-32-characters', 'preview', token, at(61).getTime())).toBeNull();
    expect(verifyToken(DEV_PAGE_TOKEN_SECRET, 'visit', token, at(61).getTime())).toBeNull();
    // Expired: no longer listed.
    expect(readPreviews(paths, at(63))).toEqual([]);
    // Its files stay while it is a preview, however many releases come after.
    const history = readHistory(paths, 'blog');
    expect(prune(paths, history, 0, { now: at(30), keepServedMs: 0 })).not.toContain(preview.version);
  });

  test('npm run releases lists it; rollback --preview removes it (and says when there is none)', () => {
    const preview = startPreview({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Preview'), paths, now: new Date(), compress: false, secret: DEV_PAGE_TOKEN_SECRET });
    expect(statusLines(paths, {})).toContain(`  preview ${preview.version}: private (signed link) until ${readPreviews(paths)[0].expiresAt}`);
    expect(removePreviews({ remote: 'blog', paths }).map((p) => p.version)).toEqual([preview.version]);
    expect(readPreviews(paths)).toEqual([]);
    expect(readHistory(paths, 'blog').log.at(-1)).toMatchObject({ action: 'preview-removed', from: preview.version });
    expect(() => removePreviews({ remote: 'blog', paths })).toThrow('blog has no preview to remove');
  });

  test('refuses a link lifetime past 30 days', () => {
    expect(() => startPreview({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Preview'), paths, ttlMs: 31 * 24 * 3600_000, compress: false })).toThrow('--expires takes hours from 0.01 to 720');
  });
});
