import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../support/env';
import { needs, unbuilt } from '../../support/needs';
import { REMOTE_DIRS } from './platform-support';

/**
 * A browser bundle must not carry the build machine's paths (issue 60: mf-marketing's chunk held
 * `file:///…/node_modules/pdfjs-dist/build/pdf.mjs`; packages/build/import-meta-url-plugin.js).
 * Every front end's browser build, as built for this suite, is scanned for this checkout's
 * absolute path and for any absolute file URL. The server bundles (dist/server) stay on the server.
 */
const MACHINE_PATHS = [ROOT, 'file:///'];

/** The shell and every remote. */
const APPS = ['shell', ...Object.values(REMOTE_DIRS)];

needs(unbuilt(APPS.map((dir) => `${dir}/dist/${dir === 'shell' ? 'index.html' : 'mf-manifest.json'}`)));

/** Each text file of a browser build (not dist/server, not the .br/.gz twins), with what it carries of MACHINE_PATHS. */
function machinePathsIn(dist: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dist, file);
    if (!entry.isFile() || relative.startsWith(`server${path.sep}`) || !/\.(m?js|css|html|json|map|txt)$/.test(entry.name)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const needle of MACHINE_PATHS) if (text.includes(needle)) found.push(`${relative}: ${needle}`);
  }
  return found;
}

for (const dir of APPS) {
  test(`${dir}'s browser bundles carry no path of the build machine`, () => {
    const dist = path.join(ROOT, dir, 'dist');
    const scripts = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(machinePathsIn(dist)).toEqual([]);
  });
}
