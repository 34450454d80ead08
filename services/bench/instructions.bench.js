#!/usr/bin/env node
'use strict';
/**
 * `npm run bench:instructions -w services`: machine instructions per answer of GET /api/health
 * (the logging pair on GET /api/catalog, a route production writes one line for per answer),
 * counted by valgrind (callgrind), for bare express, Nest alone (bare-nest.js: Nest on
 * platform-express, the same controller, no middleware) and the built API (services/dist), and the
 * API with JSON request logging as production runs it. The budget of the API's own cost (issue 61):
 * the API's health work at least 0.9 of Nest alone's, in instructions; and logging on against
 * logging off, at least 0.9, as `npm run bench` holds it in answers/s.
 *
 * Why beside `npm run bench`: on this shared 2-core machine the answers/s of one server move by
 * ±30 % from one 3-second round to the next (other work, the hypervisor), so a change of a few per
 * cent in the API's own work cannot be seen in throughput. An instruction count does not depend on
 * what else runs: it measures the work a change adds or removes. It is not the time: the API's
 * larger heap and code cost cache misses that instructions do not show (its throughput ratio is
 * lower than its instruction ratio): `npm run bench` prints the throughput beside it, as a figure.
 *
 * Each server runs under callgrind with counting off, is warmed up (BENCH_WARMUP answers, default
 * 16000), then counted over BENCH_ANSWERS answers (default 4000) from 10 keep-alive connections.
 * V8's optimising compiler is left out of the figure: under valgrind, code that runs rarely (the
 * database probe, once a second: once per ~100 answers here instead of once per ~3000 at full
 * speed) is still being compiled long after the warm-up, which a server at full speed has done in
 * its first seconds. The garbage collector's share is shown apart, and a second ratio leaves it
 * out: whether a major collection (marking the whole heap, then sweeping) falls inside the counted
 * answers is chance, and the API's heap is large: one build counted three times moves in its GC
 * share while the rest stays put. So an A/B of a code path reads "without compiler and GC"; the GC
 * column says whether allocation changed.
 * Needs valgrind (Debian: apt-get install -y valgrind); takes 3-6 minutes.
 * BENCH_API_MAIN counts another build of the API instead of services/dist (an A/B of two commits);
 * BENCH_ROWS="API" counts only the servers named (comma-separated, as the table names them).
 */
const { spawn, execFileSync } = require('child_process');
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { benchDatabase, databaseEnv, dropSchemas } = require('./database');
const { waitFor } = require('./wait-for');

const ROOT = path.resolve(__dirname, '..', '..');
const WARMUP = Number(process.env.BENCH_WARMUP || 16000);
const ANSWERS = Number(process.env.BENCH_ANSWERS || 4000);
const PORT = Number(process.env.BENCH_PORT || 4491);
/** The API's instructions against Nest alone's, inverted (Nest alone / API): the health budget. */
const TARGET = 0.9;
/** Symbols of V8's compilers (TurboFan, Maglev, the bytecode generator and parser): compile work, not answering. */
const COMPILER = /v8::internal::(compiler|maglev|interpreter|baseline)::|v8::internal::(Parser|Scanner|Compiler|BytecodeGenerator)\b/;
/** Symbols of V8's garbage collector: scavenges, marking (concurrent and incremental), sweeping, evacuation. */
const GC =
  /v8::internal::(\w*Marking\w*|Sweeper|MarkCompact\w*|\w*Scaveng\w*|\w*Evacuat\w*|Heap::|MemoryAllocator|MemoryChunk)|_Map_base<v8::internal::MemoryChunk/;

function have(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The logging budget's route: one production writes a line for per answer (health, polled by
 * monitors, is logged at debug: no line), answered from memory.
 */
const LOGGED_ROUTE = '/api/catalog';

/** `count` answers of GET `route` over 10 keep-alive connections, one request at a time on each. */
function load(count, route = '/api/health') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  return new Promise((resolve, reject) => {
    let started = 0;
    let done = 0;
    const one = () => {
      if (started >= count) return;
      started++;
      http
        .get({ host: '127.0.0.1', port: PORT, path: route, agent }, (res) => {
          if (res.statusCode !== 200) return reject(new Error(`${route} answered ${res.statusCode}`));
          res.resume();
          res.on('end', () => (++done === count ? (agent.destroy(), resolve()) : one()));
        })
        .on('error', (error) => {
          // A keep-alive socket the server closed as idle while the request left (valgrind slows
          // the server down enough on a busy machine): asked again on a fresh socket.
          if (error.code !== 'ECONNRESET') return reject(error);
          started--;
          one();
        });
    };
    for (let i = 0; i < 10; i++) one();
  });
}

/** Instructions per answer in a callgrind dump: all, without V8's compilers, and the garbage collector's share of the rest. */
function countsOf(dump) {
  const text = execFileSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', dump], { maxBuffer: 256 * 1024 * 1024 }).toString();
  let all = 0;
  let compile = 0;
  let gc = 0;
  for (const line of text.split('\n')) {
    const m = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!m || m[2].includes('PROGRAM TOTALS')) continue;
    const n = Number(m[1].replaceAll(',', ''));
    all += n;
    if (COMPILER.test(m[2])) compile += n;
    else if (GC.test(m[2])) gc += n;
  }
  return { all: all / ANSWERS, withoutCompiler: (all - compile) / ANSWERS, gc: gc / ANSWERS };
}

async function count(name, script, env, dir, route) {
  const out = path.join(dir, `${name.replace(/\W+/g, '-')}.out`);
  const child = spawn(
    'valgrind',
    ['--tool=callgrind', '--instr-atstart=no', '--smc-check=all-non-file', `--callgrind-out-file=${out}`, process.execPath, script],
    { cwd: ROOT, env: { ...process.env, ...env, PORT: String(PORT) }, stdio: 'ignore' },
  );
  try {
    // Ten minutes: a server under valgrind starts some fifty times slower.
    await waitFor(`http://127.0.0.1:${PORT}/api/health`, child, 2400);
    await load(WARMUP, route);
    execFileSync('callgrind_control', ['-i', 'on', String(child.pid)], { stdio: 'ignore' });
    await load(ANSWERS, route);
    execFileSync('callgrind_control', ['-i', 'off', String(child.pid)], { stdio: 'ignore' });
    execFileSync('callgrind_control', ['-d', String(child.pid)], { stdio: 'ignore' });
    return countsOf(`${out}.1`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
  }
}

async function main() {
  const missing = ['valgrind', 'callgrind_control', 'callgrind_annotate'].filter((c) => !have(c));
  if (missing.length) throw new Error(`needs ${missing.join(', ')} (Debian: apt-get install -y valgrind)`);
  // BENCH_API_MAIN: another build's main.js (relative to the repository root; inside services/, so its packages resolve), for an A/B.
  const api = process.env.BENCH_API_MAIN ? path.resolve(ROOT, process.env.BENCH_API_MAIN) : path.join(ROOT, 'services', 'dist', 'main.js');
  if (!fs.existsSync(api)) throw new Error('build the API first: npm run build -w services');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-instructions-'));
  const db = await benchDatabase();
  const schemas = [];
  try {
    // The API as api.bench.js runs it (as compose does: docs off, no request log lines, PostgreSQL when one answers).
    const apiEnv = { NODE_ENV: 'production-local', LOG_REQUESTS: 'false', SMTP_URL: '', API_DOCS: 'off', ...databaseEnv(db, path.join(dir, 'data'), schemas) };
    // As api.bench.js's logging budget: LOG_FORMAT=json at the default level, on a route with a line per answer.
    const loggedEnv = { ...apiEnv, ...databaseEnv(db, path.join(dir, 'logged'), schemas), LOG_REQUESTS: 'true', LOG_FORMAT: 'json', LOG_LEVEL: 'info' };
    console.log(`[bench] the API's database: ${db.label}`);
    console.log(`[bench] instructions per answer under callgrind (GET /api/health; the logging pair on GET ${LOGGED_ROUTE}): ${WARMUP} answers of warm-up, ${ANSWERS} counted\n`);
    const servers = [
      ['bare express', path.join(__dirname, 'bare-express.js'), {}, '/api/health'],
      ['Nest alone', path.join(__dirname, 'bare-nest.js'), {}, '/api/health'],
      ['API', api, apiEnv, '/api/health'],
      [`API on ${LOGGED_ROUTE}, no request logs`, api, apiEnv, LOGGED_ROUTE],
      [`API on ${LOGGED_ROUTE}, JSON logs as production`, api, loggedEnv, LOGGED_ROUTE],
    ];
    // BENCH_ROWS (e.g. "API"): count only these servers, for an A/B of one build; the ratios need all five.
    const only = process.env.BENCH_ROWS?.split(',').map((name) => name.trim());
    const rows = [];
    for (const [name, script, env, route] of servers) {
      if (only && !only.includes(name)) continue;
      const c = await count(name, script, env, dir, route);
      rows.push({
        server: name,
        'instructions/answer': Math.round(c.all),
        'without V8 compiler': Math.round(c.withoutCompiler),
        'of which GC': Math.round(c.gc),
        'without compiler and GC': Math.round(c.withoutCompiler - c.gc),
      });
      console.log(`[bench] ${name}: ${Math.round(c.withoutCompiler)} instructions per answer (${Math.round(c.all)} with the compiler, ${Math.round(c.gc)} of them GC)`);
    }
    if (rows.length < servers.length) {
      console.table(rows);
      return;
    }
    const [bare, alone, measured, quiet, logged] = rows;
    for (const row of rows) {
      row['Nest alone / server'] = +(alone['without V8 compiler'] / row['without V8 compiler']).toFixed(2);
      row['without GC'] = +(alone['without compiler and GC'] / row['without compiler and GC']).toFixed(2);
    }
    console.table(rows);
    const ratio = measured['Nest alone / server'];
    console.log(`\n[bench] budget: API health work against Nest alone, in instructions: ${ratio} (budget ≥ ${TARGET}): ${ratio >= TARGET ? 'MET' : 'NOT MET'}`);
    console.log(`[bench] without the garbage collector (its share moves from run to run): ${measured['without GC']}`);
    console.log(`[bench] the API's own work per answer: ${measured['without compiler and GC'] - alone['without compiler and GC']} instructions over Nest alone, GC apart`);
    console.log(`[bench] Nest alone against bare express (the framework's cost, not a budget): ${+(bare['without V8 compiler'] / alone['without V8 compiler']).toFixed(2)}`);
    const logRatio = +(quiet['without V8 compiler'] / logged['without V8 compiler']).toFixed(2);
    console.log(
      `[bench] JSON logging as production against logging off on GET ${LOGGED_ROUTE} (one line per answer), in instructions: ${logRatio} (without GC ${+(quiet['without compiler and GC'] / logged['without compiler and GC']).toFixed(2)}; the logging target 0.9): ${logRatio >= 0.9 ? 'MET' : 'NOT MET'}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await dropSchemas(db, schemas);
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exitCode = 1;
});
