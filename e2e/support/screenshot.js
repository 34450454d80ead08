#!/usr/bin/env node
// Look at a page as a visitor would: node e2e/support/screenshot.js <url> <out.png> [width] [height] [full]
// Prints console errors, failed requests and the document title.
const fs = require('fs');
const { chromium } = require('playwright');
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
(async () => {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
  const [,, url, out, w = '1280', h = '800', full] = process.argv;
  const page = await browser.newPage({ viewport: { width: +w, height: +h } });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console.' + m.type(), m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('requestfailed', (r) => console.log('requestfailed', r.url(), r.failure()?.errorText));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  console.log('title:', await page.title());
  await page.screenshot({ path: out, fullPage: full === 'full' });
  await browser.close();
})();
