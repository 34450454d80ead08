#!/usr/bin/env node
'use strict';
/**
 * `npm run first-paints -w @agency/release -- --site <url>`: captures each public page of the
 * running site (nginx) in headless Chromium and writes its first paint into the deploy folder,
 * where nginx serves it (deploy/nginx). Run it after a deploy and after each release or rollback:
 * those remove the previous set, as it shows the old site.
 *   --site <url>         the running site, e.g. http://web:8080 (required)
 *   --deploy-dir <dir>   default: $DEPLOY_DIR or <repo>/.deploy
 *   --index <file>       the shell's index.html as nginx serves it; default: <site>/index.html
 *   --paths /,/about     only these pages (default: every public page, found from the route table and links)
 *   --chromium <path>    default: $CHROMIUM_PATH or Debian's chromium
 */
const { capturePages, findChromium } = require('@agency/gateway/src/prerender');
const fs = require('fs');
const { parseArgs, fail } = require('../src/cli');
const { deployPaths } = require('../src/deploy-state');
const { siteStamp, writeFirstPaints } = require('../src/first-paints');

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (typeof options.site !== 'string') throw new Error('which site? pass --site http://host:port');
  const site = options.site.replace(/\/$/, '');
  const chromiumPath = typeof options.chromium === 'string' ? options.chromium : findChromium();
  if (!chromiumPath) throw new Error('no Chromium found: apt-get install -y chromium, or pass --chromium');
  const paths = deployPaths(options['deploy-dir']);
  const stamp = siteStamp(paths);
  const started = Date.now();
  const indexHtml =
    typeof options.index === 'string'
      ? fs.readFileSync(options.index, 'utf8')
      : await fetch(`${site}/index.html`).then((r) => {
          if (!r.ok) throw new Error(`${site}/index.html answered ${r.status}`);
          return r.text();
        });
  const pages = await capturePages({
    baseUrl: site,
    chromiumPath,
    paths: typeof options.paths === 'string' ? options.paths.split(',').map((p) => p.trim()).filter(Boolean) : undefined,
    log: (line) => console.log(`[first-paints] ${line}`),
  });
  if (Object.keys(pages).length === 0) throw new Error('no page could be captured: is the site running?');
  const result = writeFirstPaints({ paths, indexHtml, pages, stamp });
  console.log(`[first-paints] ${result.pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s, now served from ${paths.dir}/first-paints/${result.id}`);
}

main().catch(fail);
