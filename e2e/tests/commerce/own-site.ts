import { STAFF_EMAIL } from '../../support/staff';
import { test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS, ROOT } from '../../support/env';
import { needs, unbuilt } from '../../support/needs';

/**
 * A second composed site, started as `npm start` starts one (packages/gateway/src/process/start.js, its
 * builds as they are) but beside a payment sandbox of the test's own: for the cases that need the
 * API and the sandbox to disagree about a setting, or run on other timings (the suite's site
 * starts both alike, with the defaults). Each spec file takes a slot of three ports from
 * E2E_OWN_SITE_PORT (default: the suite's site port + 70), so two files may run at once.
 */
export const OWN_SITE_PORT = Number(process.env.E2E_OWN_SITE_PORT || E2E_PORTS.site + 70);
/** The spec files using a site of their own, one slot each. */
export const OWN_SITE_SLOTS = { callbackHost: 0, lateSuccess: 1, reversalWatch: 2, contentOffline: 3, contentUploads: 4, contactDetails: 5 } as const;
const START = require.resolve('@agency/gateway/start');
const SANDBOX_MAIN = path.join(ROOT, 'packages', 'payment-sandbox', 'dist', 'main.js');

/** What a site of its own runs: needed (a missing build fails under CI=true, else skips the file). */
const OWN_SITE_BUILDS = [START, SANDBOX_MAIN, path.join(ROOT, 'services', 'dist', 'main.js'), path.join(ROOT, 'shell', 'dist', 'index.html')].map((f) => path.relative(ROOT, f));

export interface OwnSite {
  /** The site's address (PUBLIC_URL of its API). */
  url: string;
  sandboxUrl: string;
  /** The API's DATA_DIR: its mail outbox is here. */
  dataDir: string;
  /** The process id of the site (start.js), whose children are its API and its other processes. */
  sitePid: number;
  /** Everything the site and the sandbox wrote so far. */
  log(): string;
  stop(): Promise<void>;
}

async function answers(url: string, child: ChildProcess, folder: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process stopped (exit ${child.exitCode}); logs in ${folder}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms; logs in ${folder}`);
}

/** Starts the sandbox with `sandboxEnv`, then the site (API PAYMENT_PROVIDER_URL = that sandbox) with `siteEnv`. */
export async function startOwnSite({ slot, sandboxEnv = {}, siteEnv = {} }: { slot: number; sandboxEnv?: Record<string, string>; siteEnv?: Record<string, string> }): Promise<OwnSite> {
  const first = OWN_SITE_PORT + 3 * slot;
  const PORTS = { site: first, api: first + 1, sandbox: first + 2 };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-own-site-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'out.log');
  const out = fs.openSync(logFile, 'a');
  const sandboxUrl = `http://127.0.0.1:${PORTS.sandbox}`;
  const url = `http://localhost:${PORTS.site}`;
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir() };
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)));
    fs.closeSync(out);
  };
  try {
    children.push(spawn(process.execPath, [SANDBOX_MAIN], { cwd: ROOT, env: { ...base, HOST: '127.0.0.1', PORT: String(PORTS.sandbox), PUBLIC_URL: sandboxUrl, ...sandboxEnv }, stdio: ['ignore', out, out] }));
    await answers(`${sandboxUrl}/health`, children[0], folder, 20_000);
    children.push(
      spawn(process.execPath, [START, '--no-build'], {
        cwd: ROOT,
        env: {
          ...base,
          PORT: String(PORTS.site),
          API_PORT: String(PORTS.api),
          SANDBOX_PORT: String(PORTS.sandbox),
          DATA_DIR: dataDir,
          // The sandbox above, not one of start.js's own.
          PAYMENT_PROVIDER_URL: sandboxUrl,
          RELEASE_WATCH: 'off',
          LOG_REQUESTS: 'false',
          STAFF_EMAILS: STAFF_EMAIL,
          ...siteEnv,
        },
        stdio: ['ignore', out, out],
      }),
    );
    // A first start creates the embedded database (PGlite): minutes on a busy machine, as for the suite's own site.
    await answers(`${url}/api/health`, children[1], folder, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, sandboxUrl, dataDir, sitePid: children[1].pid!, log: () => fs.readFileSync(logFile, 'utf8'), stop };
}

/**
 * A site of the spec file's own for all its tests: started before the first, stopped after the last;
 * the file is skipped against a running site given by E2E_BASE_URL (none can start beside it), and
 * needs the builds (missing: a failure under CI=true, else a skip).
 * Returns the site, for the tests to read once it has started.
 */
export function siteOfItsOwn(options: Parameters<typeof startOwnSite>[0]): () => OwnSite {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs a site of its own beside the suite’s: not against E2E_BASE_URL');
  needs(unbuilt(OWN_SITE_BUILDS));
  test.describe.configure({ timeout: 120_000 });
  let site: OwnSite | undefined;
  test.beforeAll(async () => {
    // Two servers and a sandbox started on a loaded CI host.
    test.setTimeout(360_000);
    site = await startOwnSite(options);
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  return () => {
    if (!site) throw new Error('the spec file\'s own site has not started');
    return site;
  };
}
