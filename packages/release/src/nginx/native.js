// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { ROOT, REMOTES, defaultRemotesMap } = require('@agency/workspace');
const { compressDir } = require('../compress');
const { nginxValues, writeConfig } = require('./render');
const { writeOriginsMap } = require('./csp-origins');

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

function findNginx() {
  if (process.env.NGINX_BIN) return fs.existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  return NGINX_CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

/** The builds nginx serves: the shell's and every remote's dist folder. */
function buildFolders(root = ROOT) {
  return {
    shell: path.join(root, 'shell', 'dist'),
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, path.join(root, r.dir, 'dist')])),
  };
}

function missingBuilds(root = ROOT) {
  const { shell, remotes } = buildFolders(root);
  /** @type {string[]} */
  const missing = [];
  if (!fs.existsSync(path.join(shell, 'index.html'))) missing.push('shell/dist/index.html');
  for (const r of REMOTES) if (!fs.existsSync(path.join(remotes[r.name], 'mf-manifest.json'))) missing.push(`${r.dir}/dist/mf-manifest.json`);
  return missing;
}

/** @param {string} prefix */
function layout(prefix) {
  return {
    prefix,
    confDir: path.join(prefix, 'conf'),
    logDir: path.join(prefix, 'logs'),
    runDir: path.join(prefix, 'run'),
    buildsDir: path.join(prefix, 'site', 'remotes'),
    defaultsDir: path.join(prefix, 'site', 'defaults'),
    pidFile: path.join(prefix, 'run', 'nginx.pid'),
  };
}

/**
 * @param {string} pidFile
 * @returns {number | null} the pid of a running nginx
 */
function readPid(pidFile) {
  try {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * Lays out a prefix folder (rendered config, links to the builds, default remotes.json, logs,
 * pid) the way the `web` image lays out its files, so the very same template serves both.
 * @param {{ port: number, apiServers: string[], pageServers: string[], trustedProxies?: string[], prefix: string, deployDir: string, root?: string, compress?: boolean }} options
 */
function prepare({ port, apiServers, pageServers, trustedProxies = [], prefix, deployDir, root = ROOT, compress = true }) {
  const l = layout(prefix);
  for (const dir of [l.confDir, l.logDir, l.runDir, l.buildsDir, l.defaultsDir]) fs.mkdirSync(dir, { recursive: true });
  const { shell, remotes } = buildFolders(root);
  for (const [name, dist] of Object.entries(remotes)) {
    const link = path.join(l.buildsDir, name);
    fs.rmSync(link, { force: true, recursive: true });
    fs.symlinkSync(dist, link);
  }
  fs.writeFileSync(path.join(l.defaultsDir, 'remotes.json'), `${JSON.stringify(defaultRemotesMap(), null, 2)}\n`);
  if (compress) for (const dir of [shell, ...Object.values(remotes)]) compressDir(dir);
  // The release tool keeps it current; written here too for a deploy folder released before it did.
  writeOriginsMap(path.resolve(deployDir));
  const conf = writeConfig(
    nginxValues({
      port,
      apiServers,
      pageServers,
      shellRoot: shell,
      remoteBuildsDir: l.buildsDir,
      deployDir: path.resolve(deployDir),
      defaultsDir: l.defaultsDir,
      runDir: l.runDir,
      logDir: l.logDir,
      confDir: l.confDir,
      trustedProxies,
    }),
  );
  return { ...l, conf };
}

/** @param {ReturnType<typeof layout>} l */
function nginxArgs(l) {
  return ['-p', l.prefix, '-e', path.join(l.logDir, 'error.log'), '-c', path.join(l.confDir, 'nginx.conf')];
}

/**
 * @param {() => boolean | Promise<boolean>} check
 * @param {number} timeoutMs
 */
async function waitFor(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * Renders, tests (nginx -t) and starts a native nginx; stops a previous one in the same prefix first.
 * @param {Parameters<typeof prepare>[0]} options
 */
async function start(options) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx libnginx-mod-http-brotli-static)');
  await stop({ prefix: options.prefix });
  const l = prepare(options);
  const check = spawnSync(nginx, [...nginxArgs(l), '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const run = spawnSync(nginx, nginxArgs(l), { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`nginx did not start:\n${run.stderr}`);
  const url = `http://127.0.0.1:${options.port}`;
  const up = await waitFor(async () => {
    try {
      return (await fetch(`${url}/healthz`)).ok;
    } catch {
      return false;
    }
  }, 10_000);
  if (!up) throw new Error(`nginx started but ${url}/healthz does not answer; see ${path.join(l.logDir, 'error.log')}`);
  return { ...l, url, pid: readPid(l.pidFile) };
}

/**
 * Makes a running nginx read its configuration again (nginx -s reload): after a release changed the
 * deploy folder's origins file (csp-origins.js), as the web image does by itself. The old workers
 * finish their requests; new ones take the next.
 * @param {{ prefix: string }} options
 */
function reload({ prefix }) {
  const nginx = findNginx();
  const l = layout(prefix);
  if (!nginx || !readPid(l.pidFile)) throw new Error(`no nginx is running in ${prefix}`);
  const res = spawnSync(nginx, [...nginxArgs(l), '-s', 'reload'], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`nginx -s reload failed:\n${res.stderr}`);
}

/**
 * Stops the nginx of a prefix (graceful quit, then kill) by the pid it wrote.
 * @param {{ prefix: string }} options
 */
async function stop({ prefix }) {
  const l = layout(prefix);
  const pid = readPid(l.pidFile);
  if (!pid) return false;
  process.kill(pid, 'SIGQUIT');
  const gone = await waitFor(() => readPid(l.pidFile) === null, 5_000);
  if (!gone) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
    fs.rmSync(l.pidFile, { force: true });
  }
  return true;
}

module.exports = { findNginx, buildFolders, missingBuilds, layout, prepare, start, stop, reload, readPid };
