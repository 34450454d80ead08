// @ts-check
'use strict';
const { escapeJson } = require('./page-html');

/**
 * What the browser's reports (packages/platform/src/rum) read from the page: the share of page views
 * that report (RUM_SAMPLE_RATE, 0-1, default 1: every view; a busy site lowers it) and where to.
 * A JSON block, never run: it needs no place in the page's CSP.
 */
function rumSampleRate(env = process.env) {
  const raw = env.RUM_SAMPLE_RATE;
  if (raw === undefined || raw === '') return 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`RUM_SAMPLE_RATE must be a number from 0 to 1 (the share of page views that report), not "${raw}"`);
  return rate;
}

function rumConfigTag(sample = rumSampleRate()) {
  return `<script type="application/json" id="agency-rum">${escapeJson({ sample, endpoint: '/api/rum' })}</script>`;
}

module.exports = { rumSampleRate, rumConfigTag };
