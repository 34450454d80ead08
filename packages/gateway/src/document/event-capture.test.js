const { createHash } = require('crypto');
const { EVENT_CAPTURE_SCRIPT, EVENT_CAPTURE_HASH, EVENT_CAPTURE_TAG } = require('./event-capture');
const { pageDocument } = require('./page-document');
const { parseShellDocument } = require('./shell-document');
const { SCRIPT_LOADER_SCRIPT } = require('./script-loader');

describe('event capture script', () => {
  it('is one constant text whose sha256 is exported for the Content-Security-Policy', () => {
    expect(EVENT_CAPTURE_HASH).toBe(`sha256-${createHash('sha256').update(EVENT_CAPTURE_SCRIPT).digest('base64')}`);
    expect(EVENT_CAPTURE_TAG).toBe(`<script>${EVENT_CAPTURE_SCRIPT}</script>`);
    expect(() => new Function(EVENT_CAPTURE_SCRIPT)).not.toThrow();
    // In every page's head, before its first paint: kept small.
    expect(EVENT_CAPTURE_SCRIPT.length).toBeLessThan(1800);
  });

  it('goes into every page exactly as hashed, and the remotes map goes in as data, not code', () => {
    const shell = parseShellDocument('<html><head></head><body></body></html>');
    const html = pageDocument({ shell, startup: { remotes: {}, fonts: [], files: { scripts: [], preload: [], fetch: [] } }, body: null });
    expect(html).toContain(EVENT_CAPTURE_TAG);
    const executable = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter(Boolean);
    // The capture first, so it holds taps from the first paint on; the loader after it.
    expect(executable).toEqual([EVENT_CAPTURE_SCRIPT, SCRIPT_LOADER_SCRIPT]);
  });
});
