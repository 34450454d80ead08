'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');
const { spawn, spawnSync } = require('child_process');
const { ROOT } = require('@agency/workspace');
const { deployPaths, readHistory } = require('../src/deploy-state');
const { releaseFolder, startCanary } = require('../src/release');
const { tempDir, fakeBuild } = require('./helpers');

/**
 * The `release` image (deploy/docker/web.Dockerfile) holds only the files its stage copies: laid out
 * here the same way (no Docker engine needed), its command runs the watcher, which withdraws a
 * failing canary with nothing else of the repository around it.
 */
function releaseStage() {
  const dockerfile = fs.readFileSync(path.join(ROOT, 'deploy', 'docker', 'web.Dockerfile'), 'utf8');
  const stage = dockerfile.split(/^FROM /m).find((s) => /^\$\{NODE_IMAGE\} AS release\n/.test(s));
  if (!stage) throw new Error('web.Dockerfile has no release stage');
  const lines = stage.replace(/\\\n\s*/g, ' ').split('\n');
  return {
    copies: lines.filter((l) => l.startsWith('COPY ')).map((l) => l.slice(5).trim().split(/\s+/)),
    runs: lines.filter((l) => l.startsWith('RUN ')).map((l) => l.slice(4)),
    cmd: JSON.parse(lines.find((l) => l.startsWith('CMD ')).slice(4)),
    env: Object.fromEntries([...stage.matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=(\S+?)\s*\\?$/gm)].map((m) => [m[1], m[2]])),
  };
}

describe('the release image (the canary watcher)', () => {
  let work;
  let api;
  beforeEach(() => {
    work = tempDir('image');
  });
  afterEach(async () => {
    if (api) await new Promise((resolve) => api.close(resolve));
    api = undefined;
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('copies no build tool and no node_modules, and points at the API and the deploy volume', () => {
    const { copies, cmd, env } = releaseStage();
    expect(copies.every((c) => !c.some((part) => part.startsWith('--from')))).toBe(true);
    expect(copies.flatMap((c) => c.slice(0, -1)).some((src) => /node_modules|dist/.test(src))).toBe(false);
    expect(cmd.slice(0, 3)).toEqual(['node', 'packages/release/bin/releases.js', '--watch']);
    expect(env).toMatchObject({ DEPLOY_DIR: '/srv/deploy', RUM_API_URL: 'http://api:3100' });
  });

  test('its command, from its files only, withdraws a failing canary and beats its heart', async () => {
    const { copies, runs, cmd } = releaseStage();
    const app = path.join(work, 'app');
    fs.mkdirSync(app);
    for (const parts of copies) {
      const dest = path.join(app, parts.at(-1));
      for (const src of parts.slice(0, -1)) {
        const from = path.join(ROOT, src);
        const to = parts.at(-1).endsWith('/') ? path.join(dest, path.basename(src)) : dest;
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.cpSync(from, to, { recursive: true, filter: (p) => !p.includes(`${path.sep}node_modules`) });
      }
    }
    for (const run of runs) expect(spawnSync('sh', ['-c', run], { cwd: app, encoding: 'utf8' }).status).toBe(0);

    const paths = deployPaths(path.join(work, 'deploy'));
    const stable = releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v1'), 'One'), paths, compress: false }).version;
    const canary = startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Two'), paths, share: 20, compress: false }).version;
    const asked = [];
    api = http.createServer((req, res) => {
      asked.push(req.url);
      const remote = new URL(req.url, 'http://x').searchParams.get('remote');
      const versions = remote === 'blog' ? [{ version: canary, views: 60, visits: 60, errors: 30, loadFailures: 0, p75: {} }, { version: stable, views: 200, visits: 200, errors: 0, loadFailures: 0, p75: {} }] : [];
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ remote, versions }));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const heartbeat = path.join(work, 'heartbeat');
    const args = cmd.slice(1).map((a) => (a === '/tmp/watcher-heartbeat' ? heartbeat : a));
    const out = await new Promise((resolve) => {
      const child = spawn(cmd[0] === 'node' ? process.execPath : cmd[0], [...args, '--once'], {
        cwd: app,
        env: { PATH: process.env.PATH, DEPLOY_DIR: paths.dir, RUM_API_URL: `http://127.0.0.1:${api.address().port}`, NODE_ENV: 'production' },
      });
      let text = '';
      child.stdout.on('data', (c) => (text += c));
      child.stderr.on('data', (c) => (text += c));
      child.on('exit', (code) => resolve({ code, text }));
    });
    expect(out.text).toContain(`[watch] blog: canary ${canary} withdrawn: error rate canary 50.0% of 60 views, live 0.0% of 200 views`);
    expect(out.code).toBe(0);
    expect(asked.some((u) => u.startsWith('/api/rum/summary?remote=blog&since='))).toBe(true);
    expect(readHistory(paths, 'blog').log.at(-1)).toMatchObject({ action: 'withdraw', from: canary, by: 'watcher' });
    expect(fs.existsSync(heartbeat)).toBe(true);
  }, 30_000);
});
