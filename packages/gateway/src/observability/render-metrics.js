// @ts-check
'use strict';
const http = require('node:http');

/** Seconds: wide enough for both outcomes, a kept page (far quicker) and a server render. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** The page renderer's log lines that mean a part (or the whole page) was left to the browser (page-renderer.js). */
const LEFT_TO_BROWSER = /: (a part is left to the browser|rendered by the browser alone) \(/;

/**
 * The renderer's figures in Prometheus' text format: pages answered by outcome (X-Page-Cache: miss =
 * rendered, hit = from the page cache, limited = left to the browser for a client over its budget),
 * the time to answer each, and the parts left to the browser. Served on a port of its own
 * (METRICS_PORT), which nginx never proxies: page addresses are, so /metrics there would be public.
 */
function createRenderMetrics() {
  /** @typedef {'miss' | 'hit' | 'limited'} Outcome */
  /** @type {Record<Outcome, number>} */
  const answers = { miss: 0, hit: 0, limited: 0 };
  /** @type {Map<string, { counts: number[], sum: number, count: number }>} */
  const histogram = new Map(Object.keys(answers).map((outcome) => [outcome, { counts: BUCKETS.map(() => 0), sum: 0, count: 0 }]));
  let partsLeft = 0;

  return {
    /**
     * The page renderer's `log`, counting what it leaves to the browser before passing each line on.
     * @param {(message: string) => void} log
     * @returns {(message: string) => void}
     */
    watchLog(log) {
      return (message) => {
        if (LEFT_TO_BROWSER.test(message)) partsLeft++;
        log(message);
      };
    },

    /**
     * A 'request' listener of the page server: times every page answer (the ones with X-Page-Cache).
     * @param {import('http').IncomingMessage} _req
     * @param {import('http').ServerResponse} res
     */
    observe(_req, res) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const outcome = res.getHeader('X-Page-Cache');
        if (typeof outcome !== 'string' || !(outcome in answers)) return;
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        answers[/** @type {Outcome} */ (outcome)]++;
        // Every outcome of `answers` has its histogram.
        const h = /** @type {{ counts: number[], sum: number, count: number }} */ (histogram.get(outcome));
        h.sum += seconds;
        h.count++;
        BUCKETS.forEach((le, i) => {
          if (seconds <= le) h.counts[i]++;
        });
      });
    },

    text() {
      const lines = [
        '# HELP gateway_pages_total Pages answered, by outcome: miss (rendered now), hit (page cache), limited (left to the browser: the client used up its renders)',
        '# TYPE gateway_pages_total counter',
        ...Object.entries(answers).map(([outcome, n]) => `gateway_pages_total{outcome="${outcome}"} ${n}`),
        '# HELP gateway_page_duration_seconds Time to answer a page, by outcome (a miss is a server render)',
        '# TYPE gateway_page_duration_seconds histogram',
      ];
      for (const [outcome, h] of histogram) {
        BUCKETS.forEach((le, i) => lines.push(`gateway_page_duration_seconds_bucket{outcome="${outcome}",le="${le}"} ${h.counts[i]}`));
        lines.push(`gateway_page_duration_seconds_bucket{outcome="${outcome}",le="+Inf"} ${h.count}`);
        lines.push(`gateway_page_duration_seconds_sum{outcome="${outcome}"} ${h.sum}`);
        lines.push(`gateway_page_duration_seconds_count{outcome="${outcome}"} ${h.count}`);
      }
      lines.push(
        '# HELP gateway_parts_left_to_browser_total Renders that left a part (or the whole page) to the browser: a remote down, throwing or too slow',
        '# TYPE gateway_parts_left_to_browser_total counter',
        `gateway_parts_left_to_browser_total ${partsLeft}`,
      );
      return `${lines.join('\n')}\n`;
    },

    /**
     * GET /metrics on its own port; nothing else there.
     * @param {number} port
     * @param {string} [host]
     */
    listen(port, host) {
      const server = http.createServer((req, res) => {
        if (req.method !== 'GET' || req.url !== '/metrics') {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
          return;
        }
        res.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' }).end(this.text());
      });
      server.listen(port, host);
      server.unref();
      return server;
    },
  };
}

module.exports = { createRenderMetrics };
