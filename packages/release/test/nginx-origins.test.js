'use strict';
const fs = require('fs');
const path = require('path');
const { cspHeaderLines, deployedOrigins } = require('../src/nginx/csp-headers');
const { tempDir } = require('./helpers');

describe("nginx's fixed page policy and remotes on their own origins", () => {
  let work;
  beforeEach(() => {
    work = tempDir('origins');
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  test('the origins of released remotes and running canaries are allowed; the site\'s own paths add none', () => {
    fs.writeFileSync(path.join(work, 'remotes.json'), JSON.stringify({ blog: 'https://cdn.example.org/blog/V/mf-manifest.json', shop: '/remotes/shop/mf-manifest.json' }));
    fs.writeFileSync(path.join(work, 'canaries.json'), JSON.stringify({ shop: { url: 'https://shop.example.org/C/mf-manifest.json', share: 5, version: 'C' } }));
    expect(deployedOrigins(work)).toEqual(['https://cdn.example.org', 'https://shop.example.org']);
    const lines = cspHeaderLines(path.join(work, 'no-shell'), work);
    expect(lines).toMatch(/script-src 'self' https:\/\/cdn\.example\.org https:\/\/shop\.example\.org;/);
    expect(cspHeaderLines(path.join(work, 'no-shell'))).toMatch(/script-src 'self';/);
  });
});
