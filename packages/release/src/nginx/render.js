// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { ROOT } = require('@agency/workspace');
const { writeCspHeaders } = require('./csp-headers');

const TEMPLATE_DIR = path.join(ROOT, 'deploy', 'nginx');
const TEMPLATE = path.join(TEMPLATE_DIR, 'nginx.conf.template');
/** Files of deploy/nginx copied as they are next to the rendered nginx.conf. */
const STATIC_FILES = ['static-headers.conf'];
/** The placeholders of the template; web-entrypoint.sh passes the same list to envsubst. */
const VARIABLES = [
  'WORKER_USER',
  'LOAD_MODULES',
  'WORKER_PROCESSES',
  'RUN_DIR',
  'LOG_DIR',
  'MIME_TYPES',
  'BROTLI_STATIC',
  'REAL_IP',
  'API_UPSTREAM',
  'API_BACKEND',
  'PAGES_UPSTREAM',
  'PAGES_BACKEND',
  'LISTEN_PORT',
  'SHELL_ROOT',
  'DEPLOY_DIR',
  'DEFAULTS_DIR',
  'REMOTE_BUILDS_DIR',
  'CONF_DIR',
];

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Same text as web-entrypoint.sh builds from API_UPSTREAMS, so both renderings are identical.
 * @param {string[]} servers
 */
function upstreamServers(servers) {
  if (!servers.length) throw new Error('the API upstream needs at least one server (host:port)');
  return servers.map((s) => `server ${s} max_fails=3 fail_timeout=10s; `).join('');
}

/**
 * How nginx finds the API (same text as web-entrypoint.sh builds from API_UPSTREAMS and API_RESOLVER).
 * Without a resolver: an upstream block of fixed addresses. With one (compose: Docker's DNS), a
 * `resolver` line and one host:port that nginx resolves again every 5 s, so new addresses are found.
 * @param {string[]} servers
 * @param {string} [resolver]
 */
function apiUpstream(servers, resolver) {
  if (resolver) {
    if (servers.length !== 1) throw new Error('with a resolver, the API is one name (host:port) that resolves to every replica');
    return { API_UPSTREAM: `resolver ${resolver} valid=5s ipv6=off;`, API_BACKEND: servers[0] };
  }
  return { API_UPSTREAM: `upstream api_upstream { ${upstreamServers(servers)}keepalive 16; }`, API_BACKEND: 'api_upstream' };
}

/**
 * How nginx finds the page renderers (same text as web-entrypoint.sh builds from PAGES_UPSTREAMS):
 * an upstream block of fixed addresses, or with a resolver (compose) one name that the `resolver`
 * line of apiUpstream re-resolves.
 * @param {string[]} servers
 * @param {string} [resolver]
 */
function pagesUpstream(servers, resolver) {
  if (resolver) {
    if (servers.length !== 1) throw new Error('with a resolver, the page renderers are one name (host:port) that resolves to every replica');
    return { PAGES_UPSTREAM: '# page renderers: one name, resolved through the resolver above', PAGES_BACKEND: servers[0] };
  }
  return { PAGES_UPSTREAM: `upstream pages_upstream { ${upstreamServers(servers)}keepalive 16; }`, PAGES_BACKEND: 'pages_upstream' };
}

/**
 * The realip lines (same text as web-entrypoint.sh builds from TRUSTED_PROXIES): none trusted, the
 * visitor is the connection's address; else X-Forwarded-For is believed from those addresses only,
 * walking back past each of them (real_ip_recursive) to the first one that is not.
 * @param {string[]} [trusted]
 */
function realIp(trusted = []) {
  for (const proxy of trusted) {
    if (!/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(proxy)) throw new Error(`TRUSTED_PROXIES: "${proxy}" is not an address or a subnet`);
  }
  if (!trusted.length) return { REAL_IP: '# no proxy in front of nginx is believed (TRUSTED_PROXIES is empty)' };
  return { REAL_IP: `${trusted.map((p) => `set_real_ip_from ${p}; `).join('')}real_ip_header X-Forwarded-For; real_ip_recursive on;` };
}

/** Lines that turn on brotli_static when Debian's libnginx-mod-http-brotli-static is installed. */
function brotliSettings(modulePath = BROTLI_MODULE) {
  return fs.existsSync(modulePath)
    ? { LOAD_MODULES: `load_module ${modulePath};`, BROTLI_STATIC: 'brotli_static on;' }
    : { LOAD_MODULES: '# brotli: module not installed', BROTLI_STATIC: '# brotli_static: module not installed, .gz files only' };
}

/**
 * Started as root (CI containers), nginx would hand its workers to `nobody`, who may not read a
 * checkout in a private folder: the workers take the user that owns the files served instead.
 * Started as anyone else, the workers keep that user.
 * @param {string} servedDir
 * @param {number} [uid]
 */
function workerUser(servedDir, uid = process.getuid ? process.getuid() : -1) {
  if (uid !== 0) return '# workers run as the user that started nginx';
  let owner = 0;
  try {
    owner = fs.statSync(servedDir).uid;
  } catch {
    // nothing built yet: nginx -t / start will say so
  }
  const name = spawnSync('id', ['-nu', String(owner)], { encoding: 'utf8' }).stdout.trim() || 'root';
  return `user ${name};`;
}

/** @typedef {ReturnType<typeof nginxValues>} NginxValues */

/**
 * envsubst with an explicit variable list: only ${NAME} of the list is replaced.
 * @param {string} template
 * @param {Record<string, string | number | undefined>} values
 */
function renderTemplate(template, values) {
  const missing = VARIABLES.filter((name) => values[name] === undefined);
  if (missing.length) throw new Error(`nginx template values missing: ${missing.join(', ')}`);
  return template.replace(/\$\{([A-Z_]+)\}|\$([A-Z_]+)\b/g, (/** @type {string} */ match, /** @type {string} */ braced, /** @type {string} */ bare) => {
    const name = braced || bare;
    return VARIABLES.includes(name) ? String(values[name]) : match;
  });
}

/**
 * Values for one nginx instance.
 * @param {object} o
 * @param {number} o.port
 * @param {string[]} o.apiServers      host:port of each API replica (one name when o.apiResolver is set)
 * @param {string} [o.apiResolver]     DNS server nginx re-resolves the API name with (and the renderers')
 * @param {string[]} o.pageServers     host:port of each page renderer (the gateway)
 * @param {string} o.shellRoot         the shell's build folder
 * @param {string} o.remoteBuildsDir   folder with one <name>/ build folder per remote
 * @param {string} o.deployDir         release folder (remotes.json, remotes/<name>/<version>/)
 * @param {string} o.defaultsDir       folder with the default remotes.json
 * @param {string} o.runDir            pid file and temp folders
 * @param {string} o.logDir
 * @param {string} o.confDir           where nginx.conf and its includes are written
 * @param {string[]} [o.trustedProxies] load balancers in front of nginx whose X-Forwarded-For it believes
 * @param {string} [o.brotliModule]    where Debian's brotli_static module is (tests point elsewhere)
 * @param {string} [o.workerUser]      the `user` line (else from who owns the shell's build)
 * @param {number} [o.workerProcesses]
 * @param {string} [o.mimeTypes]
 */
function nginxValues(o) {
  return {
    ...brotliSettings(o.brotliModule),
    WORKER_USER: o.workerUser ?? workerUser(o.shellRoot),
    WORKER_PROCESSES: o.workerProcesses ?? 2,
    MIME_TYPES: o.mimeTypes ?? '/etc/nginx/mime.types',
    ...realIp(o.trustedProxies),
    ...apiUpstream(o.apiServers, o.apiResolver),
    ...pagesUpstream(o.pageServers, o.apiResolver),
    LISTEN_PORT: o.port,
    SHELL_ROOT: o.shellRoot,
    DEPLOY_DIR: o.deployDir,
    DEFAULTS_DIR: o.defaultsDir,
    REMOTE_BUILDS_DIR: o.remoteBuildsDir,
    RUN_DIR: o.runDir,
    LOG_DIR: o.logDir,
    CONF_DIR: o.confDir,
  };
}

/**
 * Writes <confDir>/nginx.conf and its includes; returns the path of nginx.conf.
 * @param {NginxValues} values
 */
function writeConfig(values) {
  fs.mkdirSync(values.CONF_DIR, { recursive: true });
  const conf = path.join(values.CONF_DIR, 'nginx.conf');
  fs.writeFileSync(conf, renderTemplate(fs.readFileSync(TEMPLATE, 'utf8'), values));
  for (const file of STATIC_FILES) fs.copyFileSync(path.join(TEMPLATE_DIR, file), path.join(values.CONF_DIR, file));
  writeCspHeaders(values.CONF_DIR, values.SHELL_ROOT);
  return conf;
}

module.exports = { TEMPLATE, TEMPLATE_DIR, VARIABLES, BROTLI_MODULE, upstreamServers, realIp, apiUpstream, pagesUpstream, brotliSettings, workerUser, renderTemplate, nginxValues, writeConfig };
