import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../support/env';

/** Federation name -> workspace folder (as in packages/workspace/src/apps.js). */
export const REMOTE_DIRS = {
  marketing: 'mf-marketing',
  portfolio: 'mf-portfolio',
  blog: 'mf-blog',
  commerce: 'mf-commerce',
  assistant: 'mf-assistant',
  admin: 'mf-admin',
} as const;
export type RemoteName = keyof typeof REMOTE_DIRS;

const RELEASE_BIN = path.join(ROOT, 'packages', 'release', 'bin');

/** Runs one of the release tools (release.js, rollback.js, nginx-native.js) and returns its output. */
export function releaseTool(script: string, args: string[]): string {
  try {
    return execFileSync(process.execPath, [path.join(RELEASE_BIN, script), ...args], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${script} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

export const NGINX_BIN = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** Builds the nginx subset needs: the shell's and every remote's dist. */
export function missingBuilds(): string[] {
  const missing = fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html')) ? [] : ['shell/dist'];
  for (const dir of Object.values(REMOTE_DIRS)) {
    if (!fs.existsSync(path.join(ROOT, dir, 'dist', 'mf-manifest.json'))) missing.push(`${dir}/dist`);
  }
  return missing;
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Hash of every file of a folder (names and bytes), to prove a folder was not touched. */
export function folderHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const relPath = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(relPath);
      else if (entry.isFile()) hash.update(relPath).update(fs.readFileSync(path.join(dir, relPath)));
    }
  };
  walk('');
  return hash.digest('hex');
}

/** The spec files of the other teams: a text they assert must not be changed by a release test. */
export function otherSpecsText(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== __dirname) walk(full);
      } else if (/\.(ts|tsx|js|json)$/.test(entry.name)) out.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(ROOT, 'e2e', 'tests'));
  return out.join('\n');
}

/** The folder the site serves a remote from right now: its live release, else its own build. */
export function liveRemoteFolder(deployDir: string, remote: RemoteName): string {
  try {
    const map = JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')) as Record<string, string>;
    const match = map[remote]?.match(/^\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/);
    if (match) return path.join(deployDir, 'remotes', remote, match[1]);
  } catch {
    // no release yet
  }
  return path.join(ROOT, REMOTE_DIRS[remote], 'dist');
}

/** The .js files of a build folder holding `text` (as written in the bundle). */
export function filesContaining(dir: string, text: string): string[] {
  // Recursive: a remote's server bundle (server/) carries its texts too.
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.js'))
    .filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(text));
}

/** Copies a build folder, leaving out pre-compressed copies (a release makes its own). */
export function copyBuild(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, filter: (src) => !/\.(gz|br)$/.test(src) });
}

/** Whether a process of this machine is still running. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Waits until no other spec releases into the site's deploy folder, and returns what lets the next
 * one in: the release spec and the version-skew spec each release a remote on the running site and
 * compare what it serves, so they must not overlap (Playwright runs spec files in parallel
 * workers). The lock names the worker holding it: one left by a worker that is gone is taken over.
 */
export async function lockDeployFolder(deployDir: string, { waitMs = 120_000 } = {}): Promise<() => void> {
  const lock = path.join(os.tmpdir(), `agency-e2e-deploy-${sha256(path.resolve(deployDir)).slice(0, 16)}.lock`);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lock, { encoding: 'utf8', flag: 'r' }) || 0);
      if (holder && !alive(holder)) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`the deploy folder is still locked by process ${holder} (${lock})`);
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * The `web` image's nginx configuration (deploy/nginx, rendered by packages/release) started from
 * this machine's nginx under `prefix`, in front of the given API replicas and page renderers, with
 * an empty static site (pages come from the renderers, the API from its replicas). The caller
 * plays the load balancer in front of it (127.0.0.1 is trusted to name the visitor). Returns where
 * it logs and how to stop it.
 */
export function startNginx(
  prefix: string,
  { port, apiServers, pageServers }: { port: number; apiServers: string[]; pageServers: string[] },
): { logDir: string; stop(): void } {
  if (!NGINX_BIN) throw new Error('nginx is not installed');
  const shellRoot = path.join(prefix, 'shell');
  fs.mkdirSync(shellRoot, { recursive: true });
  fs.writeFileSync(path.join(shellRoot, 'index.html'), '<!doctype html><title>shell</title>');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { nginxValues, writeConfig } = require('@agency/release/nginx-render');
  const values = nginxValues({
    port,
    apiServers,
    pageServers,
    shellRoot,
    remoteBuildsDir: path.join(prefix, 'remotes'),
    deployDir: path.join(prefix, 'deploy'),
    defaultsDir: path.join(prefix, 'defaults'),
    runDir: path.join(prefix, 'run'),
    logDir: path.join(prefix, 'logs'),
    confDir: path.join(prefix, 'conf'),
    workerProcesses: 1,
    trustedProxies: ['127.0.0.1'],
  });
  for (const dir of [values.RUN_DIR, values.LOG_DIR]) fs.mkdirSync(dir, { recursive: true });
  const conf = writeConfig(values);
  const run = spawnSync(NGINX_BIN, ['-p', prefix, '-e', path.join(values.LOG_DIR, 'error.log'), '-c', conf], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`nginx did not start: ${run.stderr}`);
  const pidFile = path.join(values.RUN_DIR, 'nginx.pid');
  return {
    logDir: values.LOG_DIR,
    stop() {
      if (fs.existsSync(pidFile)) process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 'SIGQUIT');
    },
  };
}
