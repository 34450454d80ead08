'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { defaultRemotesMap } = require('@agency/workspace');
const { BUCKET_COOKIE, readBucket, bucketPercent, chooseRemotes, newBucket, remoteOrigins, bucketCookie } = require('./version-choice');
const { policyForHtml } = require('../edge/csp');

describe('the choice of remote versions per visitor', () => {
  let deployDir;
  beforeEach(() => {
    deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-choice-'));
    fs.writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ blog: '/remotes/blog/S/mf-manifest.json' }));
    fs.writeFileSync(path.join(deployDir, 'canaries.json'), JSON.stringify({ blog: { version: 'C', url: '/remotes/blog/C/mf-manifest.json', share: 20 } }));
  });
  afterEach(() => fs.rmSync(deployDir, { recursive: true, force: true }));

  test('the bucket cookie is read only when it is the random token the gateway sets', () => {
    expect(readBucket(`a=1; ${BUCKET_COOKIE}=0123456789abcdef; b=2`)).toBe('0123456789abcdef');
    expect(readBucket(`${BUCKET_COOKIE}=someone@example.com`)).toBeNull();
    expect(readBucket(undefined)).toBeNull();
    expect(newBucket()).toMatch(/^[0-9a-f]{16}$/);
    expect(bucketCookie('0123456789abcdef')).toBe(`${BUCKET_COOKIE}=0123456789abcdef; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
  });

  test('about the share of buckets get the canary, the same bucket always the same versions', () => {
    const buckets = Array.from({ length: 2000 }, newBucket);
    const canaries = buckets.filter((b) => chooseRemotes(deployDir, b).remotes.blog === '/remotes/blog/C/mf-manifest.json').length;
    expect(canaries / buckets.length).toBeGreaterThan(0.16);
    expect(canaries / buckets.length).toBeLessThan(0.24);
    for (const bucket of buckets.slice(0, 50)) expect(chooseRemotes(deployDir, bucket)).toEqual(chooseRemotes(deployDir, bucket));
    const one = buckets.find((b) => bucketPercent(b, 'blog') < 20);
    expect(chooseRemotes(deployDir, one)).toEqual({ remotes: { ...defaultRemotesMap(), blog: '/remotes/blog/C/mf-manifest.json' }, canaries: ['blog'], running: true });
  });

  test('without a bucket or a canary, the live map', () => {
    expect(chooseRemotes(deployDir, null).remotes.blog).toBe('/remotes/blog/S/mf-manifest.json');
    fs.writeFileSync(path.join(deployDir, 'canaries.json'), '{}');
    expect(chooseRemotes(deployDir, '0123456789abcdef')).toMatchObject({ canaries: [], running: false });
  });

  test('a remote on another origin is allowed by the page policy for its code, styles and manifest', () => {
    const origins = remoteOrigins({ blog: 'http://127.0.0.1:4505/blog/C/mf-manifest.json', shop: '/remotes/shop/mf-manifest.json' });
    expect(origins).toEqual(['http://127.0.0.1:4505']);
    const policy = policyForHtml('<html></html>', { origins });
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*http://127\\.0\\.0\\.1:4505`));
    }
    expect(policy).toMatch(/frame-ancestors 'none'/);
  });
});
