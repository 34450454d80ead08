'use strict';
const fs = require('fs');
const net = require('net');
const path = require('path');
const { cspHeaderLines } = require('../src/nginx/csp-headers');
const { hashScript, pagePolicy } = require('@agency/gateway/csp');
const { ORIGINS_FILE, deployedOrigins, originsMapText } = require('../src/nginx/csp-origins');
const { findNginx, start, stop, reload } = require('../src/nginx/native');
const { testNeeding } = require('@agency/tools/needs');
const { deployPaths } = require('../src/deploy-state');
const { releaseFolder, startCanary, withdrawCanary, rollback } = require('../src/release');
const { REMOTES } = require('@agency/workspace');
const { tempDir, fakeBuild } = require('./helpers');

const originsFile = (dir) => fs.readFileSync(path.join(dir, ORIGINS_FILE), 'utf8');

describe("nginx's page policy and remotes on their own origins", () => {
  let work;
  beforeEach(() => {
    work = tempDir('origins');
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  test('the origins are those of remotes.json and the running canaries; the site\'s own paths add none', () => {
    fs.writeFileSync(path.join(work, 'remotes.json'), JSON.stringify({ blog: 'https://cdn.example.org/blog/V/mf-manifest.json', shop: '/remotes/shop/mf-manifest.json' }));
    fs.writeFileSync(path.join(work, 'canaries.json'), JSON.stringify({ shop: { url: 'https://shop.example.org/C/mf-manifest.json', share: 5, version: 'C' } }));
    expect(deployedOrigins(work)).toEqual(['https://cdn.example.org', 'https://shop.example.org']);
    expect(originsMapText(deployedOrigins(work))).toMatch(/^remote_origins " https:\/\/cdn\.example\.org https:\/\/shop\.example\.org";$/m);
    expect(originsMapText([])).not.toMatch(/^remote_origins/m);
    // Nothing that could end the quoted value or name another nginx variable gets into the file.
    expect(() => originsMapText(['https://a.example.org";add_header X 1;#'])).toThrow('cannot write these remote origins');
  });

  test("the fixed header names nginx's variable where the policy lists remotes' origins, after the shell's script hashes", () => {
    const shell = path.join(work, 'shell');
    fs.mkdirSync(shell);
    fs.writeFileSync(path.join(shell, 'index.html'), '<script>window.x=1</script>');
    const lines = cspHeaderLines(shell);
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) expect(lines).toMatch(new RegExp(`${directive} 'self'[^;]*\\$remote_origins;`));
    expect(lines).not.toContain(' $remote_origins');
    expect(lines).toMatch(/script-src 'self' 'sha256-[^']+'\$remote_origins;/);
    expect(lines).not.toMatch(/default-src[^;]*remote_origins/);
  });

  test('every change of remotes.json or canaries.json by the release tool rewrites the file', () => {
    const paths = deployPaths(path.join(work, 'deploy'));
    const cdn = { dir: path.join(work, 'cdn'), url: 'https://blog.example.org/blog' };
    const other = { dir: path.join(work, 'cdn2'), url: 'https://next.example.org/blog' };
    releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v1'), 'One'), paths, compress: false });
    expect(originsFile(paths.dir)).not.toMatch(/^remote_origins/m);
    releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Two'), paths, compress: false, origin: cdn });
    expect(originsFile(paths.dir)).toMatch(/^remote_origins " https:\/\/blog\.example\.org";$/m);
    const { version } = startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v3'), 'Three'), paths, share: 10, compress: false, origin: other });
    expect(originsFile(paths.dir)).toMatch(/^remote_origins " https:\/\/blog\.example\.org https:\/\/next\.example\.org";$/m);
    withdrawCanary({ remote: 'blog', paths, version });
    expect(originsFile(paths.dir)).toMatch(/^remote_origins " https:\/\/blog\.example\.org";$/m);
    rollback({ remote: 'blog', paths });
    expect(originsFile(paths.dir)).not.toMatch(/^remote_origins/m);
  });

  const nginx = findNginx();
  testNeeding(nginx ? [] : ['nginx (apt-get install -y nginx libnginx-mod-http-brotli-static)'])('a running nginx sends exactly the released origins after a reload, and none before any', async () => {
    // A site of its own: a shell page with one inline script and a build per remote; no renderer
    // answers (a closed port), so nginx serves the shell page with its own header.
    const root = path.join(work, 'root');
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><script>window.started=1</script><div id="root"></div>');
    for (const r of REMOTES) fakeBuild(path.join(root, r.dir, 'dist'), r.name);
    const paths = deployPaths(path.join(work, 'deploy'));
    fs.mkdirSync(paths.dir);
    const [port, closed] = await Promise.all([freePort(), freePort()]);
    const prefix = path.join(work, 'nginx');
    const policy = async () => {
      // A reload closes the old workers' idle connections: a request that met one is sent again.
      const res = await fetch(`http://127.0.0.1:${port}/blog`).catch(() => fetch(`http://127.0.0.1:${port}/blog`));
      expect(res.status).toBe(200);
      return res.headers.get('content-security-policy');
    };
    const origins = (header) => /script-src ([^;]*)/.exec(header)[1].split(/\s+/).filter((token) => /^https?:/.test(token));
    await start({ port, apiServers: [`127.0.0.1:${closed}`], pageServers: [`127.0.0.1:${closed}`], prefix, deployDir: paths.dir, root, compress: false });
    try {
      // No remote elsewhere: exactly the policy csp.js makes for the shell's page.
      expect(await policy()).toBe(pagePolicy({ scriptHashes: [hashScript('window.started=1')] }));

      releaseFolder({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v1'), 'One'), paths, compress: false, origin: { dir: path.join(work, 'cdn'), url: 'https://blog.example.org/blog' } });
      // Not read before a reload: nginx's configuration is read at start and reload only.
      expect(origins(await policy())).toEqual([]);
      reload({ prefix });
      await until(async () => origins(await policy()).length > 0);
      const header = await policy();
      expect(origins(header)).toEqual(['https://blog.example.org']);
      expect(header).toMatch(/connect-src 'self' https:\/\/blog\.example\.org;/);

      startCanary({ remote: 'blog', sourceDir: fakeBuild(path.join(work, 'v2'), 'Two'), paths, share: 10, compress: false, origin: { dir: path.join(work, 'cdn2'), url: 'http://127.0.0.1:4643/blog' } });
      reload({ prefix });
      await until(async () => origins(await policy()).length === 2);
      expect(origins(await policy())).toEqual(['http://127.0.0.1:4643', 'https://blog.example.org']);
    } finally {
      await stop({ prefix });
    }
  }, 30_000);
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function until(check, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('nginx did not take the new configuration');
    await new Promise((r) => setTimeout(r, 100));
  }
}
