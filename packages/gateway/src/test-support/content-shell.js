// @ts-check
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

/** For the gateway's content tests: a shell build whose server bundle reports the content its pages read. */
const TEMPLATE = '<!doctype html><html><head><title>Default</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the shell's server bundle that reports the content tags a page read, as
 * shell/src/server/renderPage.tsx does: /blog/<slug> reads its article, /blog the list, / the
 * site's facts and the list, /about nothing; /stale used a last good answer; /moved is 301.
 */
const FAKE_SERVER = `
let calls = 0;
exports.render = async (request) => {
  calls += 1;
  const url = new URL(request.url, 'http://x');
  const slug = url.pathname.startsWith('/blog/') ? url.pathname.slice(6) : null;
  const tags = slug ? ['article:' + slug] : url.pathname === '/blog' ? ['articles'] : url.pathname === '/' ? ['articles', 'site'] : url.pathname === '/stale' ? ['site'] : [];
  const meta = url.pathname === '/moved' ? { title: '', description: '', status: 301, location: '/blog/new' } : { title: 'Page', description: 'd' };
  return {
    meta,
    errors: [],
    pipe(out) { out.end('<p>' + url.pathname + ' #' + calls + (url.searchParams.get('preview') ? ' draft' : '') + '</p>'); },
    queryReads: () => ({ names: ['preview'], whole: false }),
    contentTags: () => tags,
    contentStale: () => url.pathname === '/stale',
  };
};`;

/** The addresses of that shell's pages. */
const PAGES = ['/', '/blog', '/blog/brand-promise', '/blog/other', '/about'];

/** A shell build and a deploy folder in a folder of their own; `remove` deletes them. */
function contentShell() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-shell-'));
  const shellDist = path.join(dir, 'shell');
  const deployDir = path.join(dir, 'deploy');
  fs.mkdirSync(path.join(shellDist, 'server'), { recursive: true });
  fs.mkdirSync(deployDir);
  fs.writeFileSync(path.join(shellDist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(shellDist, 'server', 'main.js'), FAKE_SERVER);
  return { shellDist, deployDir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Which of PAGES a renderer serves from its cache now.
 * @param {{ render(url: string): Promise<{ cached: boolean }> }} pages
 */
async function cachedOf(pages) {
  /** @type {string[]} */
  const cached = [];
  for (const url of PAGES) if ((await pages.render(url)).cached) cached.push(url);
  return cached;
}

module.exports = { PAGES, cachedOf, contentShell };
