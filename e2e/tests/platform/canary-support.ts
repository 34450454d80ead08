import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { E2E_PAGE_TOKEN_SECRET, E2E_PORTS, ROOT } from '../../support/env';

/**
 * Helpers of the canary specs: page renderers of their own (packages/gateway/src/process/serve.js) over a
 * deploy folder of their own, so a canary never reaches the pages the other specs check; the
 * suite's API stores the visitors' reports.
 */
export const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
const SERVE = require.resolve('@agency/gateway/serve');

// The gateway's own bucket arithmetic, so a visitor can be placed in or out of a canary on purpose.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const choice = require('@agency/gateway/version-choice') as {
  BUCKET_COOKIE: string;
  bucketPercent(bucket: string, remote: string): number;
  newBucket(): string;
};
export const BUCKET_COOKIE = choice.BUCKET_COOKIE;

/** A bucket that gets `remote`'s canary of `share` % (inCanary) or does not. */
export function bucketFor(remote: string, share: number, inCanary: boolean): string {
  for (;;) {
    const bucket = choice.newBucket();
    if (choice.bucketPercent(bucket, remote) < share === inCanary) return bucket;
  }
}

/** Starts a page renderer and resolves once it has rendered its first pages. */
export async function startRenderer(port: number, deployDir: string, output: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVE], {
    cwd: ROOT,
    // The suite's API counts the visitors' reports only with a visit token signed with its secret.
    env: { ...process.env, PORT: String(port), DEPLOY_DIR: deployDir, API_URL, RENDER_RATE_PER_IP: '100000', NODE_ENV: 'production', PAGE_TOKEN_SECRET: E2E_PAGE_TOKEN_SECRET },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + 60_000;
  while (!output.join('').includes('ready: pages are rendered')) {
    if (child.exitCode !== null) throw new Error(`the renderer on ${port} stopped:\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`the renderer on ${port} did not get ready:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return child;
}

/** A static host of its own origin (a team's CDN): the files of `dir`, readable by any origin. */
export function startStaticHost(port: number, dir: string): Promise<http.Server> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The remotes map the gateway wrote into a page for its visitor. */
export function inlinedRemotes(html: string): Record<string, string> {
  const match = /<script type="application\/json" id="agency-remotes">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('the page has no remotes map');
  return JSON.parse(match[1]) as Record<string, string>;
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}
