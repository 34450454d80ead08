/**
 * The server renderer on its own (packages/gateway/src/pages/page-renderer.js, in this process, with the
 * built shell and remotes): the render time of `/` with the page cache off (median of RUNS after
 * one load of the remotes' server code), and pages per second over the public pages, cache off.
 * Pages read their content from the API (issue 59): `apiUrl` is a running API's (run.mjs gives the
 * site's; run alone, this starts one, ./content.mjs). Without one, every content read would fail
 * and the figures would time a page without its data.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);

const PAGES = ['/', '/about', '/services', '/creative-design', '/portfolio', '/portfolio/ukweli', '/blog', '/blog/ai-in-modern-branding', '/pricing', '/resource-hub', '/contact'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchRender({ apiUrl, runs = 30, seconds = 5 }) {
  const { createPageRenderer } = require('@agency/gateway/page-renderer');
  const renderer = createPageRenderer({
    shellDist: path.join(root, 'shell', 'dist'),
    deployDir: path.join(root, '.deploy'),
    origin: 'http://127.0.0.1:9',
    apiUrl,
    cache: false,
  });
  // Load every remote's server code once (what a start does), then measure renders only.
  await renderer.warm(PAGES);
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await renderer.render('/');
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  let pages = 0;
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    await renderer.render(PAGES[pages % PAGES.length]);
    pages += 1;
  }
  return { homeRenderMs: median(times), pagesPerSecond: pages / seconds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startApi } = await import('./content.mjs');
  const api = await startApi({ port: Number(process.env.BENCH_API_PORT || 3411), dataDir: path.join(root, '.data', 'bench-render') });
  let r;
  try {
    r = await benchRender({ apiUrl: api.url });
  } finally {
    api.stop();
  }
  console.log(`server render of / (cache off, median): ${r.homeRenderMs.toFixed(1)} ms; ${r.pagesPerSecond.toFixed(0)} pages/s over ${PAGES.length} pages`);
}
