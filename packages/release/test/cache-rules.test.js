'use strict';
const fs = require('fs');
const { cacheControlFor } = require('@agency/gateway/cache-rules');
const { TEMPLATE } = require('../src/nginx/render');

/** The `map $uri $cache_control` block of the nginx template, as [regex, value] pairs + default. */
function nginxCacheMap() {
  const template = fs.readFileSync(TEMPLATE, 'utf8');
  const block = template.match(/map \$uri \$cache_control \{([\s\S]*?)\n\s*\}/)[1];
  const rules = [];
  let fallback = null;
  for (const line of block.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const m = line.match(/^(default|"~\*(.+)")\s+"([^"]+)";$/);
    if (!m) throw new Error(`unexpected map line: ${line}`);
    if (m[1] === 'default') fallback = m[3];
    else rules.push([new RegExp(m[2], 'i'), m[3]]);
  }
  // nginx tries the regexes in order and takes the first match.
  return (uri) => (rules.find(([re]) => re.test(uri)) || [null, fallback])[1];
}

const SAMPLES = {
  '/remotes.json': 'no-cache',
  '/remotes/blog/mf-manifest.json': 'no-cache',
  '/remotes/blog/20261122T001500Z-1a2b3c4d/mf-manifest.json': 'no-cache',
  '/remotes/blog/remoteEntry.js': 'no-cache',
  '/index.html': 'no-cache',
  '/main.36e6f5cf.js': 'public, max-age=31536000, immutable',
  '/remotes/blog/145.499cffc8.js': 'public, max-age=31536000, immutable',
  '/remotes/blog/__federation_expose_routes.5ee87cc3.js': 'public, max-age=31536000, immutable',
  '/fonts/Inter.0a1b2c3d.woff2': 'public, max-age=31536000, immutable',
  '/remotes/portfolio/assets/ukweli-hero.9f8e7d6c.webp': 'public, max-age=31536000, immutable',
  '/remotes/marketing/media/company-profile.12345678.pdf': 'public, max-age=31536000, immutable',
  '/favicon.svg': 'public, max-age=3600',
  '/robots.txt': 'public, max-age=3600',
  '/remotes/blog/145.499cffc8.js.LICENSE.txt': 'public, max-age=3600',
};

describe('cache rules', () => {
  const nginxRule = nginxCacheMap();

  test.each(Object.entries(SAMPLES))('%s -> %s in the gateway and in nginx', (uri, expected) => {
    expect(cacheControlFor(uri)).toBe(expected);
    expect(nginxRule(uri)).toBe(expected);
  });

  test('entry points are never cached long, whatever their folder', () => {
    for (const uri of ['/remotes/commerce/remoteEntry.js', '/remotes/assistant/20261122T010000Z-00ff00ff/remoteEntry.js']) {
      expect(nginxRule(uri)).toBe('no-cache');
    }
  });
});
