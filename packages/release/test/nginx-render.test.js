'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { VARIABLES, TEMPLATE, renderTemplate, upstreamServers, realIp, apiUpstream, pagesUpstream, brotliSettings, workerUser, nginxValues, writeConfig } = require('../src/nginx/render');
const { findNginx } = require('../src/nginx/native');
const { testNeeding } = require('@agency/tools/needs');
const { tempDir, prefixFolders } = require('./helpers');

function sampleValues(dir) {
  return nginxValues({
    port: 4599,
    apiServers: ['api-1:3100', 'api-2:3100'],
    pageServers: ['gateway-1:3000', 'gateway-2:3000'],
    ...prefixFolders(dir),
  });
}

describe('nginx configuration rendering', () => {
  let dir;
  beforeEach(() => {
    dir = tempDir('nginx');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('every placeholder of the template is known and filled; nginx variables are kept', () => {
    const template = fs.readFileSync(TEMPLATE, 'utf8');
    const placeholders = new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]));
    expect([...placeholders].sort()).toEqual([...VARIABLES].sort());
    const conf = renderTemplate(template, sampleValues(dir));
    expect(conf).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(conf).toContain('listen 4599;');
    expect(conf).toContain('$remote_name/$remote_path');
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    expect(conf).toContain('proxy_set_header X-Request-Id $request_id;');
    // Metrics stay on the internal network: nginx answers 404 inside the /api/ proxy's location, in any case.
    const api = conf.indexOf('location ^~ /api/ {');
    expect(api).toBeGreaterThan(-1);
    const metrics = conf.indexOf('location ~* ^/api/metrics(/|$) {', api);
    expect(metrics).toBeGreaterThan(api);
    expect(metrics).toBeLessThan(conf.indexOf('proxy_pass', api));
  });

  test('the API is a fixed upstream natively, and one name re-resolved through a DNS resolver in compose', () => {
    expect(apiUpstream(['127.0.0.1:4598', '127.0.0.1:4597'])).toEqual({
      API_UPSTREAM:
        'upstream api_upstream { server 127.0.0.1:4598 max_fails=3 fail_timeout=10s; server 127.0.0.1:4597 max_fails=3 fail_timeout=10s; keepalive 16; }',
      API_BACKEND: 'api_upstream',
    });
    expect(apiUpstream(['api:3100'], '127.0.0.11')).toEqual({ API_UPSTREAM: 'resolver 127.0.0.11 valid=5s ipv6=off;', API_BACKEND: 'api:3100' });
    expect(() => apiUpstream(['api-1:3100', 'api-2:3100'], '127.0.0.11')).toThrow('one name');
  });

  test('page addresses go to the renderers (fixed list natively, one re-resolved name in compose), the shell page when none answers', () => {
    expect(pagesUpstream(['127.0.0.1:4597'])).toEqual({
      PAGES_UPSTREAM: 'upstream pages_upstream { server 127.0.0.1:4597 max_fails=3 fail_timeout=10s; keepalive 16; }',
      PAGES_BACKEND: 'pages_upstream',
    });
    expect(pagesUpstream(['gateway:3000'], '127.0.0.11').PAGES_BACKEND).toBe('gateway:3000');
    expect(() => pagesUpstream(['g-1:3000', 'g-2:3000'], '127.0.0.11')).toThrow('one name');
    const conf = renderTemplate(fs.readFileSync(TEMPLATE, 'utf8'), sampleValues(dir));
    // A built file is sent as it is; any other address, a dot in it or not, is a page.
    const files = conf.slice(conf.indexOf('    location / {'));
    expect(files.slice(0, files.indexOf('}'))).toContain('try_files $uri @page;');
    expect(conf).not.toMatch(/try_files \$uri =404/);
    const pages = conf.slice(conf.indexOf('    location @page {'));
    expect(pages).toContain('proxy_pass http://$pages_backend;');
    expect(pages).toContain('error_page 502 503 504 = @shell_page;');
    // The renderer sends each page's own policy: nginx adds no second one to a rendered page.
    expect(pages.slice(0, pages.indexOf('location @shell_page'))).not.toContain('static-headers.conf');
  });

  test('the API upstream lists every replica', () => {
    expect(upstreamServers(['api-1:3100', 'api-2:3100'])).toBe(
      'server api-1:3100 max_fails=3 fail_timeout=10s; server api-2:3100 max_fails=3 fail_timeout=10s; ',
    );
    expect(() => upstreamServers([])).toThrow('at least one server');
  });

  test('a missing value is an error, not an empty setting', () => {
    const values = sampleValues(dir);
    delete values.DEPLOY_DIR;
    expect(() => renderTemplate('root ${DEPLOY_DIR};', values)).toThrow('nginx template values missing: DEPLOY_DIR');
  });

  test('brotli_static is turned on only when the module exists', () => {
    expect(brotliSettings(path.join(dir, 'none.so')).BROTLI_STATIC).toMatch(/^# brotli_static: module not installed/);
    const so = path.join(dir, 'brotli.so');
    fs.writeFileSync(so, '');
    expect(brotliSettings(so)).toEqual({ LOAD_MODULES: `load_module ${so};`, BROTLI_STATIC: 'brotli_static on;' });
  });

  test('workers read the files as their owner when nginx is started as root, else as the caller', () => {
    expect(workerUser(dir, 1000)).toBe('# workers run as the user that started nginx');
    // The temporary folder belongs to whoever runs the tests.
    expect(workerUser(dir, 0)).toBe(`user ${os.userInfo().username};`);
  });

  const envsubst = ['/usr/bin/envsubst', '/bin/envsubst'].find((p) => fs.existsSync(p));
  testNeeding(envsubst ? [] : ['envsubst (apt-get install -y gettext-base)'])('renders exactly what envsubst renders in the web image', () => {
    const values = sampleValues(dir);
    const env = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
    const shellFormat = VARIABLES.map((v) => `\${${v}}`).join(' ');
    const out = spawnSync(envsubst, [shellFormat], { input: fs.readFileSync(TEMPLATE, 'utf8'), env, encoding: 'utf8' });
    expect(out.status).toBe(0);
    expect(renderTemplate(fs.readFileSync(TEMPLATE, 'utf8'), values)).toBe(out.stdout);
  });

  const nginx = findNginx();
  testNeeding(nginx ? [] : ['nginx (apt-get install -y nginx libnginx-mod-http-brotli-static)'])('Debian nginx accepts the rendered configuration (nginx -t)', () => {
    const values = sampleValues(dir);
    for (const d of [values.RUN_DIR, values.LOG_DIR]) fs.mkdirSync(d, { recursive: true });
    for (const upstream of [
      { ...apiUpstream(['127.0.0.1:4598', '127.0.0.1:4597']), ...pagesUpstream(['127.0.0.1:4596']) },
      { ...apiUpstream(['api:3100'], '127.0.0.11'), ...pagesUpstream(['gateway:3000'], '127.0.0.11'), ...realIp(['10.0.0.0/8', '::1']) },
    ]) {
      const conf = writeConfig({ ...values, ...upstream });
      const res = spawnSync(nginx, ['-t', '-p', dir, '-e', path.join(values.LOG_DIR, 'error.log'), '-c', conf], { encoding: 'utf8' });
      expect(res.stderr).toContain('test is successful');
      expect(res.status).toBe(0);
    }
  });
});
