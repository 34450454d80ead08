#!/usr/bin/env node
'use strict';
/**
 * `npm run bench -w services`: requests/s and p99 latency (autocannon, loopback) of the built API
 * (services/dist) against a bare express app answering the same JSON, in the same run.
 * Targets: Nest ≥ 0.7 × bare express on GET /api/health, p99 < 20 ms at 200 connections.
 * BENCH_SECONDS (per round, default 5), BENCH_ROUNDS (default 3) and BENCH_CONNECTIONS (default 200) tune the run.
 */
const autocannon = require('autocannon');
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 200);
const API_PORT = Number(process.env.BENCH_API_PORT || 4391);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT || 4392);

function start(name, script, env) {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.on('exit', (code) => {
    if (code) console.error(`[bench] ${name} stopped (exit ${code}):\n${output}`);
  });
  return child;
}

async function waitFor(url, child) {
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

function run(url, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...opts }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const median = (runs) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];
const summary = (r) => ({ rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.timeouts + (r.non2xx || 0) });

async function main() {
  const main = path.join(ROOT, 'services', 'dist', 'main.js');
  if (!fs.existsSync(main)) throw new Error('build the API first: npm run build -w services');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const api = start('api', main, {
    PORT: String(API_PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'production-local',
    LOG_REQUESTS: 'false',
    DATABASE_URL: '',
    SMTP_URL: '',
    // The bench hammers one address from one IP: lift the sign-in limits for this run only.
    AUTH_RATE_PER_ADDRESS: '1000000',
    AUTH_RATE_PER_IP: '1000000',
  });
  const bare = start('bare express', path.join(__dirname, 'bare-express.js'), { PORT: String(BARE_PORT) });
  try {
    await Promise.all([waitFor(`http://127.0.0.1:${API_PORT}/api/health`, api), waitFor(`http://127.0.0.1:${BARE_PORT}/api/health`, bare)]);
    const post = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com' }),
    };
    console.log(`[bench] ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS}s per server and route (medians), loopback\n`);
    // Warm both up so JIT and the database are not part of the first measurement.
    await run(`http://127.0.0.1:${BARE_PORT}/api/health`, { duration: 2 });
    await run(`http://127.0.0.1:${API_PORT}/api/health`, { duration: 2 });
    // Machines running other work drift over a run: alternate the two servers in short rounds and
    // keep each one's median, so a burst of outside load does not land on one side only.
    const rows = [];
    for (const [route, opts] of [
      ['GET /api/health', {}],
      ['POST /api/auth/request-code', post],
    ]) {
      const p = route.split(' ')[1];
      const bares = [];
      const nests = [];
      for (let round = 0; round < ROUNDS; round++) {
        bares.push(summary(await run(`http://127.0.0.1:${BARE_PORT}${p}`, opts)));
        nests.push(summary(await run(`http://127.0.0.1:${API_PORT}${p}`, opts)));
      }
      const b = median(bares);
      const n = median(nests);
      rows.push({ route, 'bare rps': b.rps, 'nest rps': n.rps, ratio: +(n.rps / b.rps).toFixed(2), 'bare p99 ms': b.p99, 'nest p99 ms': n.p99, 'nest errors': n.errors });
    }
    console.table(rows);
    const health = rows[0];
    const ok = health.ratio >= 0.7 && health['nest p99 ms'] < 20;
    console.log(
      `\n[bench] health: ratio ${health.ratio} (target ≥ 0.7), p99 ${health['nest p99 ms']} ms (target < 20 ms): ${ok ? 'MET' : 'NOT MET'}`,
    );
    console.log('[bench] request-code does real work per call (database upsert + an .eml written to the outbox): its ratio shows that cost, not framework overhead.');
  } finally {
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
