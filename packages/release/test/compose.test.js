'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const yaml = require('js-yaml');
const { testNeeding } = require('@agency/tools/needs');
const { ROOT } = require('@agency/workspace');
const { FRONTENDS } = require('@agency/workspace');
const { VARIABLES } = require('../src/nginx/render');

const composeBin = ['/usr/bin/docker-compose', '/usr/local/bin/docker-compose'].find((p) => fs.existsSync(p));

/** The stack as docker-compose resolves it with the committed example settings. */
function resolvedCompose() {
  const out = spawnSync(composeBin, ['--env-file', '.env.example', 'config'], { cwd: ROOT, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`docker-compose config failed:\n${out.stderr}`);
  return yaml.load(out.stdout);
}

describe('docker-compose stack', () => {
  testNeeding(composeBin ? [] : ['docker-compose (apt-get install -y docker-compose)'])('docker-compose config accepts the file and resolves every service', () => {
    const compose = resolvedCompose();
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'gateway', 'mailpit', 'payment-sandbox', 'postgres', 'redis', 'watcher', 'web']);

    expect(compose.services.postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(compose.services.redis.healthcheck.test.join(' ')).toContain('ping');

    const api = compose.services.api;
    const subnet = compose.networks.backend.ipam.config[0].subnet;
    expect(api.environment).toMatchObject({
      DATABASE_URL: 'postgres://nyota:change-me-postgres-password@postgres:5432/nyota',
      REDIS_URL: 'redis://redis:6379',
      // The relay of .env (required); Mailpit only in the dev profile.
      SMTP_URL: 'smtp://nyota:change-me-smtp-password@smtp.example.net:587',
      PUBLIC_URL: 'https://nyotacreative.com',
      // The live providers, each country's own account (the API refuses the local sandbox in production).
      PESAPAL_BASE_URL: 'https://pay.pesapal.com/v3',
      MOMO_UG_TARGET_ENVIRONMENT: 'mtnuganda',
      MOMO_RW_TARGET_ENVIRONMENT: 'mtnrwanda',
      HOST: '0.0.0.0',
      // X-Forwarded-For is believed from nginx's network only.
      TRUST_PROXY: subnet,
      REPLICAS: '2',
    });
    expect(subnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    expect(api.deploy.replicas).toBe(2);
    expect(api.build.target).toBe('api');
    expect(JSON.stringify(api.environment)).not.toContain('payment-sandbox');
    for (const dependency of ['postgres', 'redis']) expect(api.depends_on[dependency].condition).toBe('service_healthy');
    expect(compose.services.web.depends_on).toEqual({ api: { condition: 'service_healthy' }, gateway: { condition: 'service_healthy' } });
    expect(compose.services.web.environment).toMatchObject({ API_UPSTREAMS: 'api:3100', PAGES_UPSTREAMS: 'gateway:3000', API_RESOLVER: '127.0.0.11' });
    // The page renderers: their own service, replicated like the API, over the same deploy folder as nginx.
    const gateway = compose.services.gateway;
    expect(gateway.build.target).toBe('gateway');
    expect(gateway.deploy.replicas).toBe(2);
    // REDIS_URL: the replicas count each address's render budget together.
    expect(gateway.environment).toMatchObject({ HOST: '0.0.0.0', PORT: '3000', API_URL: 'http://api:3100', DEPLOY_DIR: '/srv/deploy', REDIS_URL: 'redis://redis:6379' });
    expect(gateway.volumes.map((v) => (typeof v === 'string' ? v.split(':')[1] : v.target))).toContain('/srv/deploy');
    // Its image checks its health (HEALTHCHECK on /healthz), so compose's service_healthy works for it too.
    expect(gateway.depends_on.api.condition).toBe('service_healthy');
    expect(gateway.depends_on.redis.condition).toBe('service_healthy');
    const renderer = fs.readFileSync(path.join(ROOT, 'deploy', 'docker', 'web.Dockerfile'), 'utf8').split(/^FROM /m).find((stage) => stage.startsWith('${NODE_IMAGE} AS gateway\n'));
    expect(renderer).toMatch(/^HEALTHCHECK .*\n\s+CMD .*\/healthz/m);
    expect(compose.services['payment-sandbox'].build.target).toBe('payment-sandbox');
    // Mailpit (every sign-in code) and the sandbox: development profile only, published on loopback only.
    for (const dev of ['mailpit', 'payment-sandbox']) {
      expect(compose.services[dev].profiles).toEqual(['dev']);
      for (const port of compose.services[dev].ports) expect(typeof port === 'string' ? port : port.host_ip).toMatch(/^127\.0\.0\.1/);
    }
    expect(api.depends_on.mailpit).toBeUndefined();
    // Rotated logs, a ceiling of memory and a stop grace period longer than the API's drain.
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.logging?.options?.['max-size']]).toEqual([name, '10m']);
    }
    // Every service, the dev profile's too: a memory and CPU ceiling and a stop grace period.
    for (const [name, service] of Object.entries(compose.services)) {
      const limits = service.deploy?.resources?.limits ?? {};
      expect([name, typeof limits.memory, Number(limits.cpus) > 0]).toEqual([name, 'string', true]);
      expect([name, service.stop_grace_period]).toEqual([name, expect.stringMatching(/^\d+s$/)]);
    }
    for (const [name, service] of Object.entries(compose.services)) expect([name, service.restart]).toEqual([name, 'unless-stopped']);

    // The canary watcher: the release image, one copy, the API asked directly, the deploy folder
    // nginx and the renderers read (written: it withdraws and promotes), its settings spelled out.
    const watcher = compose.services.watcher;
    expect(watcher.build.target).toBe('release');
    expect(watcher.deploy.replicas).toBe(1);
    expect(watcher.environment).toMatchObject({ RUM_API_URL: 'http://api:3100', DEPLOY_DIR: '/srv/deploy' });
    const mounts = (service) => service.volumes.map((v) => (typeof v === 'string' ? v : `${v.source}:${v.target}:${v.read_only ? 'ro' : 'rw'}`));
    expect(mounts(watcher)).toEqual([mounts(compose.services.gateway)[0].replace(/:ro$/, ':rw')]);
    expect(watcher.depends_on.api.condition).toBe('service_healthy');
    expect(watcher.networks).toHaveProperty('backend');
    const args = watcher.command;
    expect(args.slice(0, 3)).toEqual(['node', 'packages/release/bin/releases.js', '--watch']);
    const setting = (name) => args[args.indexOf(name) + 1];
    expect([setting('--min-visits'), setting('--min-stable-visits'), setting('--threshold'), setting('--max-error-rate')]).toEqual(['50', '50', '0.02', '0.05']);
    expect(setting('--heartbeat')).toBe('/tmp/watcher-heartbeat');
    const image = fs.readFileSync(path.join(ROOT, 'deploy', 'docker', 'web.Dockerfile'), 'utf8').split(/^FROM /m).find((stage) => stage.startsWith('${NODE_IMAGE} AS release\n'));
    expect(image).toMatch(/^HEALTHCHECK .*\n\s+CMD .*\/tmp\/watcher-heartbeat/m);
    expect(compose.services.api.stop_grace_period).toBe('30s');
  });

  test('no secret is committed: every secret comes from the environment, and a missing one stops compose', () => {
    const raw = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    const secrets = ['POSTGRES_PASSWORD', 'JWT_SECRET', 'PAGE_TOKEN_SECRET', ...['UG', 'RW'].flatMap((c) => [`PESAPAL_${c}_CONSUMER_KEY`, `PESAPAL_${c}_CONSUMER_SECRET`, `MOMO_${c}_API_USER`, `MOMO_${c}_API_KEY`, `MOMO_${c}_SUBSCRIPTION_KEY`])];
    for (const secret of secrets) {
      const uses = [...raw.matchAll(new RegExp(`\\$\\{${secret}([^}]*)\\}`, 'g'))];
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) expect(use[1]).toMatch(/^:\?\s*\S/);
    }
    if (composeBin) {
      const empty = path.join(fs.mkdtempSync(path.join(require('os').tmpdir(), 'compose-')), 'empty.env');
      fs.writeFileSync(empty, '');
      const out = spawnSync(composeBin, ['--env-file', empty, 'config', '-q'], { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH } });
      fs.rmSync(path.dirname(empty), { recursive: true });
      expect(out.status).not.toBe(0);
      expect(out.stderr).toMatch(/set [A-Z_]+ in \.env/);
    }
    expect(fs.readFileSync(path.join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.env');
  });

  test('the web image fills the same nginx placeholders as the native renderer', () => {
    const entrypoint = fs.readFileSync(path.join(ROOT, 'deploy', 'docker', 'web-entrypoint.sh'), 'utf8');
    const list = entrypoint.match(/^VARS='([^']+)'/m)[1];
    expect(list.split(' ').map((v) => v.slice(2, -1)).sort()).toEqual([...VARIABLES].sort());
    for (const name of VARIABLES) expect(entrypoint).toMatch(new RegExp(`\\b${name}\\b`));
  });

  test('the Dockerfiles copy only from stages they define, and the web image builds every front end', () => {
    for (const file of ['web.Dockerfile', 'services.Dockerfile']) {
      const text = fs.readFileSync(path.join(ROOT, 'deploy', 'docker', file), 'utf8');
      const stages = new Set([...text.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]));
      for (const [, from] of text.matchAll(/COPY --from=(\S+)/g)) expect(stages).toContain(from);
      expect(text).toMatch(/^USER (node|www-data)$/m);
      // Dependencies come exactly from the committed lock: every install is `npm ci`.
      expect(text).toMatch(/RUN npm ci --no-audit --no-fund/);
      expect(text).not.toMatch(/RUN npm install/);
      expect(text).toMatch(/package-lock\.json/);
    }
    const web = fs.readFileSync(path.join(ROOT, 'deploy', 'docker', 'web.Dockerfile'), 'utf8');
    for (const app of FRONTENDS) expect(web).toContain(`npm run build -w ${app.dir}`);
  });

  test('the images: Node 22 pinned by digest, no BuildKit-only feature, one stage per front end with only its folder, a web HEALTHCHECK', () => {
    const read = (file) => fs.readFileSync(path.join(ROOT, 'deploy', 'docker', file), 'utf8');
    for (const file of ['web.Dockerfile', 'services.Dockerfile']) {
      const text = read(file);
      expect(text).toMatch(/^ARG NODE_IMAGE=node:22[\w.-]*@sha256:[0-9a-f]{64}$/m);
      // The classic builder must build them: no syntax directive, COPY --chmod/--link, RUN --mount, heredocs.
      expect(text).not.toMatch(/^# syntax=|--chmod|--link|--mount|<<\s*\w+/m);
    }
    const web = read('web.Dockerfile');
    for (const app of FRONTENDS) {
      const stage = web.split(/^FROM /m).find((s) => s.includes(`npm run build -w ${app.dir}`));
      const copies = [...stage.matchAll(/^COPY (.+)$/gm)].map((m) => m[1]);
      expect(copies).toEqual([`${app.dir} ./${app.dir}`]);
      expect(stage).toMatch(/^shared AS /);
    }
    // The whole tree is copied once, for the package manifests only.
    expect(web.match(/^COPY \. \.$/gm)).toHaveLength(1);
    expect(web).toMatch(/^HEALTHCHECK .*web-healthcheck\.sh/m);
  });
});
