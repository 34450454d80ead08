'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { cacheLimits, pruneCache } = require('../src/turbo');

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-23T12:00:00Z');

/** One cache entry as turbo writes it: the outputs archive and its two JSON files, written `ageDays` ago. */
function entry(dir, hash, bytes, ageDays) {
  const files = [`${hash}.tar.zst`, `${hash}-meta.json`, `${hash}-manifest.json`];
  fs.writeFileSync(path.join(dir, files[0]), Buffer.alloc(bytes));
  fs.writeFileSync(path.join(dir, files[1]), '{}');
  fs.writeFileSync(path.join(dir, files[2]), '{}');
  const at = new Date(NOW - ageDays * DAY);
  for (const f of files) fs.utimesSync(path.join(dir, f), at, at);
}
const left = (dir) => [...new Set(fs.readdirSync(dir).map((f) => f.replace(/(\.tar\.zst|-meta\.json|-manifest\.json)$/, '')))].sort();

describe("turbo's local cache is bounded", () => {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'turbo-cache-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('removes entries older than the age limit, each with all its files, and keeps the rest', () => {
    entry(dir, 'aaaa0001', 100, 30);
    entry(dir, 'aaaa0002', 100, 2);
    entry(dir, 'aaaa0003', 100, 0);
    fs.writeFileSync(path.join(dir, 'not-a-cache-entry.txt'), 'x');
    expect(pruneCache(dir, { maxBytes: 1e9, maxAgeDays: 14, now: NOW })).toEqual(['aaaa0001']);
    expect(left(dir)).toEqual(['aaaa0002', 'aaaa0003', 'not-a-cache-entry.txt']);
  });

  test('past the size limit, removes the oldest entries until the rest fit', () => {
    entry(dir, 'bbbb0001', 1000, 5);
    entry(dir, 'bbbb0002', 1000, 3);
    entry(dir, 'bbbb0003', 1000, 1);
    entry(dir, 'bbbb0004', 1000, 0);
    expect(pruneCache(dir, { maxBytes: 2100, maxAgeDays: 14, now: NOW })).toEqual(['bbbb0001', 'bbbb0002']);
    expect(left(dir)).toEqual(['bbbb0003', 'bbbb0004']);
    // Within both limits: nothing to do.
    expect(pruneCache(dir, { maxBytes: 2100, maxAgeDays: 14, now: NOW })).toEqual([]);
  });

  test('a missing cache folder is nothing to prune', () => {
    expect(pruneCache(path.join(dir, 'none'), { now: NOW })).toEqual([]);
  });

  test('limits come from TURBO_CACHE_MAX_MB and TURBO_CACHE_MAX_AGE_DAYS (defaults 1024 MB, 14 days)', () => {
    expect(cacheLimits({})).toEqual({ maxBytes: 1024 * 1024 * 1024, maxAgeDays: 14 });
    expect(cacheLimits({ TURBO_CACHE_MAX_MB: '200', TURBO_CACHE_MAX_AGE_DAYS: '3' })).toEqual({ maxBytes: 200 * 1024 * 1024, maxAgeDays: 3 });
    expect(cacheLimits({ TURBO_CACHE_MAX_MB: 'lots' })).toEqual({ maxBytes: 1024 * 1024 * 1024, maxAgeDays: 14 });
  });
});
