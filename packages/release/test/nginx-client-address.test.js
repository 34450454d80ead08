'use strict';
const fs = require('fs');
const http = require('http');
const net = require('net');
const path = require('path');
const { spawnSync } = require('child_process');
const { ROOT } = require('@agency/workspace');
const { realIp, nginxValues, writeConfig } = require('../src/nginx/render');
const { findNginx } = require('../src/nginx/native');
const { testNeeding } = require('@agency/tools/needs');
const { tempDir, prefixFolders } = require('./helpers');

/**
 * The address the API rate-limits by is the X-Forwarded-For nginx sends it (the API believes that
 * header from nginx's network). Found running the compose stack: nginx appended to the client's own
 * header, and a request reaching nginx from an address inside that network (Docker's bridge gateway,
 * which is where the host's own requests and the userland proxy's come from) picked its own
 * address: `X-Forwarded-For: 6.6.6.6` was logged and limited as 6.6.6.6.
 */
describe('the visitor address nginx passes on', () => {
  test('no proxy believed by default; trusted proxies are addresses or subnets only', () => {
    expect(realIp()).toEqual({ REAL_IP: '# no proxy in front of nginx is believed (TRUSTED_PROXIES is empty)' });
    expect(realIp(['10.0.0.0/8', '127.0.0.1', '::1'])).toEqual({
      REAL_IP: 'set_real_ip_from 10.0.0.0/8; set_real_ip_from 127.0.0.1; set_real_ip_from ::1; real_ip_header X-Forwarded-For; real_ip_recursive on;',
    });
    for (const bad of ['0.0.0.0/0; include /etc/passwd', 'lb.example', '']) expect(() => realIp([bad])).toThrow('TRUSTED_PROXIES');
  });

  // The image's entry point builds the same lines from TRUSTED_PROXIES: run its own shell code.
  const entrypoint = fs.readFileSync(path.join(ROOT, 'deploy', 'docker', 'web-entrypoint.sh'), 'utf8');
  const block = entrypoint.slice(entrypoint.indexOf('if [ -n "$TRUSTED_PROXIES" ]'), entrypoint.indexOf('\nfi\n', entrypoint.indexOf('if [ -n "$TRUSTED_PROXIES" ]')) + 4);
  const entrypointRealIp = (value) => spawnSync('sh', ['-c', `set -eu\nTRUSTED_PROXIES='${value}'\n${block}\nprintf %s "$REAL_IP"`], { encoding: 'utf8' });
  test.each([[''], ['10.0.0.0/8 127.0.0.1 ::1']])('the web image renders the same lines for TRUSTED_PROXIES="%s"', (value) => {
    const out = entrypointRealIp(value);
    expect(out.status).toBe(0);
    expect(out.stdout).toBe(realIp(value ? value.split(' ') : []).REAL_IP);
  });
  test('the web image refuses a TRUSTED_PROXIES entry that is not an address or subnet', () => {
    const out = entrypointRealIp('10.0.0.0/8 lb;include');
    expect(out.status).not.toBe(0);
    expect(out.stderr).toContain('is not an address or a subnet');
  });

  const nginx = findNginx();
  describe('through Debian nginx with the image configuration', () => {
    let dir;
    let upstream;
    let port;
    const seen = [];
    beforeAll(async () => {
      // The API stand-in answers with the X-Forwarded-For it was given.
      upstream = http.createServer((req, res) => {
        seen.push(req.headers['x-forwarded-for']);
        res.end(String(req.headers['x-forwarded-for']));
      });
      await new Promise((r) => upstream.listen(0, '127.0.0.1', r));
    });
    afterAll(() => new Promise((r) => upstream.close(r)));
    afterEach(() => {
      if (!dir) return;
      spawnSync(nginx, ['-p', dir, '-e', path.join(dir, 'logs', 'error.log'), '-c', path.join(dir, 'conf', 'nginx.conf'), '-s', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
      dir = null;
    });

    async function startNginx(trustedProxies) {
      dir = tempDir('realip');
      // A port the kernel says is free (a random one could be taken by another suite's server).
      port = await new Promise((resolve) => {
        const probe = net.createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address();
          probe.close(() => resolve(free));
        });
      });
      fs.mkdirSync(path.join(dir, 'shell'));
      fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
      const values = nginxValues({
        port,
        apiServers: [`127.0.0.1:${upstream.address().port}`],
        pageServers: [`127.0.0.1:${upstream.address().port}`],
        ...prefixFolders(dir),
        workerProcesses: 1,
        trustedProxies,
      });
      for (const d of [values.RUN_DIR, values.LOG_DIR]) fs.mkdirSync(d, { recursive: true });
      const conf = writeConfig(values);
      const run = spawnSync(nginx, ['-p', dir, '-e', path.join(values.LOG_DIR, 'error.log'), '-c', conf], { encoding: 'utf8' });
      expect(run.status).toBe(0);
      for (let i = 0; i < 50; i++) {
        try {
          await fetch(`http://127.0.0.1:${port}/healthz`);
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }
    const forwarded = async (header) => (await fetch(`http://127.0.0.1:${port}/api/whoami`, header ? { headers: { 'X-Forwarded-For': header } } : {})).text();

    testNeeding(nginx ? [] : ['nginx (apt-get install -y nginx libnginx-mod-http-brotli-static)'])('with no proxy trusted, a client cannot choose its address: the API gets the connection address alone', async () => {
      await startNginx([]);
      expect(await forwarded()).toBe('127.0.0.1');
      expect(await forwarded('6.6.6.6')).toBe('127.0.0.1');
      expect(await forwarded('6.6.6.6, 10.1.2.3')).toBe('127.0.0.1');
    });

    testNeeding(nginx ? [] : ['nginx (apt-get install -y nginx libnginx-mod-http-brotli-static)'])('with a load balancer trusted, the visitor it reports, and nothing a visitor wrote before it', async () => {
      await startNginx(['127.0.0.1']);
      expect(await forwarded('41.210.1.7')).toBe('41.210.1.7');
      // The balancer appends the address it saw to whatever the visitor sent: the last one counts.
      expect(await forwarded('6.6.6.6, 41.210.1.7')).toBe('41.210.1.7');
      expect(await forwarded()).toBe('127.0.0.1');
    });
  });
});
