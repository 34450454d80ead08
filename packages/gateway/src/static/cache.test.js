const { cacheControlFor } = require('./cache');

describe('cache rules', () => {
  it.each(['remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'index.html'])('%s is revalidated on every load', (file) => {
    expect(cacheControlFor(`/x/${file}`)).toBe('no-cache');
  });

  it.each(['main.7c4b5203.js', '145.02ac3057.js', 'inter-latin.0a1b2c3d.woff2', 'hero.deadbeef.webp'])('%s (content-hashed) is immutable for a year', (file) => {
    expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
  });

  it('caches other files briefly', () => {
    expect(cacheControlFor('favicon.svg')).toBe('public, max-age=3600');
  });
});
