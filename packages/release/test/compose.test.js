'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const yaml = require('js-yaml');
const { ROOT } = require('@agency/gateway/src/apps');
const { FRONTENDS } = require('@agency/gateway/src/apps');
const { VARIABLES } = require('../src/nginx/render');

const composeBin = ['/usr/bin/docker-compose', '/usr/local/bin/docker-compose'].find((p) => fs.existsSync(p));

/** The stack as docker-compose resolves it with the committed example settings. */
function resolvedCompose() {
  const out = spawnSync(composeBin, ['--env-file', '.env.example', 'config'], { cwd: ROOT, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`docker-compose config failed:\n${out.stderr}`);
  return yaml.load(out.stdout);
}

describe('docker-compose stack', () => {
  (composeBin ? test : test.skip)('docker-compose config accepts the file and resolves every service', () => {
    const compose = resolvedCompose();
    expect(Object.keys(compose.services).sort()).toEqual(['api-1', 'api-2', 'mailpit', 'payment-sandbox', 'postgres', 'web']);

    const postgres = compose.services.postgres;
    expect(postgres.healthcheck.test.join(' ')).toContain('pg_isready');

    for (const name of ['api-1', 'api-2']) {
      const api = compose.services[name];
      expect(api.environment).toMatchObject({
        DATABASE_URL: 'postgres://nyota:change-me-postgres-password@postgres:5432/nyota',
        SMTP_URL: 'smtp://mailpit:1025',
        PESAPAL_BASE_URL: 'https://pay.pesapal.com/v3',
        MOMO_UG_TARGET_ENVIRONMENT: 'mtnuganda',
        MOMO_RW_TARGET_ENVIRONMENT: 'mtnrwanda',
        HOST: '0.0.0.0',
      });
      expect(api.build.target).toBe('api');
      // The API never talks to the local sandbox.
      expect(JSON.stringify(api.environment)).not.toContain('payment-sandbox');
    }
    expect(compose.services['api-1'].depends_on.postgres.condition).toBe('service_healthy');
    expect(compose.services.web.depends_on).toEqual({ 'api-1': { condition: 'service_healthy' }, 'api-2': { condition: 'service_healthy' } });
    expect(compose.services.web.environment.API_UPSTREAMS).toBe('api-1:3100 api-2:3100');
    expect(compose.services['payment-sandbox'].build.target).toBe('payment-sandbox');
  });

  test('no secret is committed: the compose file takes every secret from the environment', () => {
    const raw = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    for (const secret of ['POSTGRES_PASSWORD', 'JWT_SECRET']) {
      for (const line of raw.split('\n').filter((l) => l.includes(`${secret}:`))) {
        expect(line).toMatch(new RegExp(`\\$\\{${secret}:-\\}`));
      }
    }
    // Payment keys are required: compose stops with a message when .env lacks one.
    for (const secret of ['PESAPAL_UG_CONSUMER_SECRET', 'PESAPAL_RW_CONSUMER_SECRET', 'MOMO_UG_API_KEY', 'MOMO_RW_SUBSCRIPTION_KEY']) {
      expect(raw).toMatch(new RegExp(`${secret}: \\$\\{${secret}:\\?[^}]+\\}`));
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
});
