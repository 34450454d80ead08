// @ts-check
'use strict';
const { spawn } = require('child_process');
const path = require('path');
const { ROOT } = require('@agency/workspace');

/**
 * Starts a long-running Node process and prefixes its output with a name.
 * @param {string} name
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function startProcess(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {(stream: import('stream').Readable, out: NodeJS.WriteStream) => unknown} */
  const prefix = (stream, out) =>
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/**
 * Whether `url` answered 2xx before the time was up (asked every quarter second).
 * @param {string} url
 * @param {{ timeoutMs?: number }} [options]
 */
async function waitForHttp(url, { timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** The settings `npm start` runs with: embedded database, local outbox, local payment sandbox. */
function runtimeSettings() {
  const port = Number(process.env.PORT || 3000);
  const apiPort = Number(process.env.API_PORT || 3100);
  const sandboxPort = Number(process.env.SANDBOX_PORT || 3200);
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || '.data');
  return {
    port,
    // This machine only unless HOST says otherwise (HOST=0.0.0.0 exposes the site on purpose).
    host: process.env.HOST || '127.0.0.1',
    apiPort,
    sandboxPort,
    dataDir,
    siteUrl: process.env.PUBLIC_URL || `http://localhost:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
  };
}

module.exports = { startProcess, waitForHttp, runtimeSettings };
