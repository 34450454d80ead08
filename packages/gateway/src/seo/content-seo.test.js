const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const express = require('express');
const { seoRoutes } = require('./sitemap');

/**
 * A stand-in for the API's content lists and feed; `state` decides the answers.
 * @type {{ up: boolean, articles: { slug: string, title: string, date: string }[], caseStudies: { slug: string, title: string }[], feed: string }}
 */
const state = { up: true, articles: [], caseStudies: [], feed: '<rss version="2.0"><channel><title>Blog</title></channel></rss>' };
const asked = [];
let api;
let site;
let seo;
let base;

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  api = await listen(
    http.createServer((req, res) => {
      asked.push(req.url);
      if (!state.up) {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        return res.end('{"statusCode":503}');
      }
      if (req.url === '/api/content/feed.xml') {
        res.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
        return res.end(state.feed);
      }
      const body = req.url === '/api/content/articles' ? { articles: state.articles } : req.url === '/api/content/case-studies' ? { caseStudies: state.caseStudies } : null;
      res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body ?? { statusCode: 404 }));
    }),
  );
  const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-shell-'));
  fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html>');
  fs.utimesSync(path.join(shellDist, 'index.html'), new Date('2026-11-20T00:00:00Z'), new Date('2026-11-20T00:00:00Z'));
  seo = seoRoutes({ shellDist, origin: 'https://nyota.example', apiUrl: `http://127.0.0.1:${api.address().port}` });
  site = await listen(http.createServer(express().use(seo)));
  base = `http://127.0.0.1:${site.address().port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => api.close(resolve));
});

const locs = (xml) => [...xml.matchAll(/<loc>https:\/\/nyota\.example([^<]*)<\/loc><lastmod>([^<]*)</g)].map(([, loc, lastmod]) => [loc, lastmod]);
const sitemap = async () => locs(await (await fetch(`${base}/sitemap.xml`)).text());

describe('the sitemap from the API', () => {
  it('lists the published articles and case studies on top of the static pages, kept until a change, the last good lists when the API is down', async () => {
    state.articles = [{ slug: 'brand-promise', title: 'B', date: '2026-11-02' }];
    state.caseStudies = [{ slug: 'ukweli', title: 'U' }];
    const first = await sitemap();
    expect(first).toContainEqual(['/blog/brand-promise', '2026-11-02']);
    expect(first).toContainEqual(['/portfolio/ukweli', '2026-11-20']);
    expect(first).toContainEqual(['/about', '2026-11-20']);
    // Only what the API lists: a seeded article it does not list is not there.
    expect(first.filter(([loc]) => /^\/(blog|portfolio)\/./.test(loc))).toEqual([
      ['/portfolio/ukweli', '2026-11-20'],
      ['/blog/brand-promise', '2026-11-02'],
    ]);
    // Published meanwhile: not asked again until the content changes.
    state.articles = [{ slug: 'new-post', title: 'N', date: '2026-11-29' }, ...state.articles];
    asked.length = 0;
    expect(await sitemap()).toEqual(first);
    expect(asked).toEqual([]);
    seo.contentChanged();
    expect(await sitemap()).toContainEqual(['/blog/new-post', '2026-11-29']);
    // The API is down after a change: the last good lists.
    state.up = false;
    seo.contentChanged();
    const down = await sitemap();
    expect(down).toContainEqual(['/blog/new-post', '2026-11-29']);
    state.up = true;
  });
});

describe('the blog feed', () => {
  it("is the API's feed, as RSS, cacheable for a minute; the last good one when the API is down", async () => {
    const res = await fetch(`${base}/blog/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.text()).toBe(state.feed);
    expect(asked).toContain('/api/content/feed.xml');
    state.up = false;
    const down = await fetch(`${base}/blog/feed.xml`);
    expect(down.status).toBe(200);
    expect(await down.text()).toBe(state.feed);
    state.up = true;
  });
});
