'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { deployPaths } = require('../src/deploy-state');
const { firstPaintPaths, siteStamp, writeFirstPaints, pageFile } = require('../src/first-paints');
const { releaseFolder } = require('../src/release');
const { fakeBuild, tempDir } = require('./helpers');

const INDEX = '<!doctype html><html><head><title>Shell</title><meta name="description" content="x"></head><body><div id="root"><div class="boot"></div></div></body></html>';
const page = (heading) => ({ html: `<main><h1>${heading}</h1></main>`, css: '.css-a{color:red}', title: `${heading} | Nyota Creative`, description: `About ${heading}` });

describe('first paints for nginx', () => {
  let paths;
  beforeEach(() => {
    paths = deployPaths(tempDir('first-paints'));
  });

  test('writes one index.html per page (pre-compressed) and makes the set current', () => {
    const result = writeFirstPaints({ paths, indexHtml: INDEX, pages: { '/': page('Home'), '/portfolio/ukweli': page('Ukweli') }, stamp: siteStamp(paths), id: 'one' });
    expect(result).toEqual({ id: 'one', pages: 2 });
    const { dir, current } = firstPaintPaths(paths.dir);
    expect(fs.readlinkSync(current)).toBe('one');
    const home = fs.readFileSync(path.join(current, 'index.html'), 'utf8');
    expect(home).toContain('<div id="prerender"><main><h1>Home</h1></main></div>');
    expect(home).toContain('<title>Home | Nyota Creative</title>');
    const ukweli = path.join(dir, 'one', 'portfolio', 'ukweli', 'index.html');
    expect(fs.readFileSync(ukweli, 'utf8')).toContain('<h1>Ukweli</h1>');
    expect(zlib.gunzipSync(fs.readFileSync(`${ukweli}.gz`)).toString()).toContain('<h1>Ukweli</h1>');
    expect(fs.statSync(ukweli).mode & 0o777).toBe(0o644);
  });

  test('a new set replaces the old one, which is removed', () => {
    writeFirstPaints({ paths, indexHtml: INDEX, pages: { '/': page('Old') }, stamp: siteStamp(paths), id: 'old', compress: false });
    writeFirstPaints({ paths, indexHtml: INDEX, pages: { '/': page('New') }, stamp: siteStamp(paths), id: 'new', compress: false });
    const { dir, current } = firstPaintPaths(paths.dir);
    expect(fs.readFileSync(path.join(current, 'index.html'), 'utf8')).toContain('<h1>New</h1>');
    expect(fs.readdirSync(dir).sort()).toEqual(['current', 'new']);
  });

  test('a release removes the current set: its copies show the old site', () => {
    writeFirstPaints({ paths, indexHtml: INDEX, pages: { '/': page('Home') }, stamp: siteStamp(paths), id: 'one', compress: false });
    releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(tempDir('build'), 'dist'), 'v2'), paths, compress: false, required: [] });
    expect(fs.existsSync(firstPaintPaths(paths.dir).current)).toBe(false);
  });

  test('a set captured before a release is refused and nothing of it is kept', () => {
    const stamp = siteStamp(paths);
    releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(tempDir('build'), 'dist'), 'v2'), paths, compress: false, required: [] });
    expect(() => writeFirstPaints({ paths, indexHtml: INDEX, pages: { '/': page('Home') }, stamp, id: 'stale', compress: false })).toThrow(
      'the site changed while its pages were captured (a release or rollback): run it again',
    );
    const { dir } = firstPaintPaths(paths.dir);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  test('only plain page addresses become files', () => {
    expect(pageFile('/x', '/blog/ai-in-modern-branding')).toBe('/x/blog/ai-in-modern-branding/index.html');
    for (const bad of ['/../etc', '/a/../../b', 'relative', '/a/.hidden', '/a b']) expect(() => pageFile('/x', bad)).toThrow(`not a page address: ${bad}`);
  });
});
