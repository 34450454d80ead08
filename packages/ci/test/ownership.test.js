'use strict';
const fs = require('fs');
const path = require('path');
const { analyzeApp } = require('@agency/build/contracts/analyze');
const { DEV_PORTS } = require('@agency/build/dev-ports');
const { FRONT_ENDS, ROOT } = require('../slices');

/** CODEOWNERS rules in order: [pattern, owners]. */
function codeowners() {
  return fs
    .readFileSync(path.join(ROOT, '.github', 'CODEOWNERS'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/);
      return [pattern, owners];
    });
}

/** The owners of a repository path: the last matching rule wins (GitHub's rule). */
function ownersOf(file) {
  let owners = [];
  for (const [pattern, who] of codeowners()) {
    const matches = pattern === '*' || (pattern.endsWith('/') ? `/${file}`.startsWith(pattern) : `/${file}` === pattern);
    if (matches) owners = who;
  }
  return owners;
}

const TEAMS = { shell: 'frame', marketing: 'marketing', portfolio: 'portfolio', blog: 'blog', commerce: 'commerce', assistant: 'assistant', admin: 'back-office' };

describe('CODEOWNERS', () => {
  test('every owner is a team of the organisation', () => {
    for (const [, owners] of codeowners()) {
      expect(owners.length).toBeGreaterThan(0);
      for (const owner of owners) expect(owner).toMatch(/^@nyota-creative\/[a-z-]+$/);
    }
  });

  test.each(FRONT_ENDS.map((f) => [f.slice, f.app]))('%s, its e2e specs and its workflow belong to its own team', (slice, app) => {
    const team = `@nyota-creative/${TEAMS[app]}`;
    expect(ownersOf(`${slice}/src/index.ts`)).toEqual([team]);
    expect(ownersOf(`e2e/tests/${app}/x.spec.ts`)).toEqual([team]);
    expect(ownersOf(`.github/workflows/${slice}.yml`)).toEqual([team]);
  });

  test('services, every package, e2e and deploy have an owning team', () => {
    expect(ownersOf('services/src/main.ts')).toEqual(['@nyota-creative/api']);
    for (const pkg of fs.readdirSync(path.join(ROOT, 'packages'))) {
      expect([pkg, ownersOf(`packages/${pkg}/package.json`)]).toEqual([pkg, [expect.stringMatching(/^@nyota-creative\/(platform|design-system)$/)]]);
    }
    expect(ownersOf('e2e/playwright.config.ts')).toEqual(['@nyota-creative/platform']);
    expect(ownersOf('deploy/nginx/site.conf')).toEqual(['@nyota-creative/platform']);
  });
});

describe.each(FRONT_ENDS)("$slice's README", ({ slice, app }) => {
  const readme = fs.readFileSync(path.join(ROOT, slice, 'README.md'), 'utf8');
  const webpackConfig = fs.readFileSync(path.join(ROOT, slice, 'webpack.config.js'), 'utf8');
  const exposes = Object.fromEntries([...webpackConfig.matchAll(/'(\.\/\w+)':\s*'([^']+)'/g)].map((m) => [m[1], m[2]]));

  test('names each module it exposes', () => {
    if (slice === 'shell') expect(exposes).toEqual({});
    else expect(Object.keys(exposes).length).toBeGreaterThan(0);
    for (const name of Object.keys(exposes)) expect(readme).toContain(`\`${name}\``);
  });

  test('says how to run it alone, test it, and (for a remote) release and roll it back', () => {
    expect(readme).toContain(`npm run dev -w ${slice}`);
    expect(readme).toContain(`http://localhost:${DEV_PORTS[app]}`);
    expect(readme).toContain(`npm test -w ${slice}`);
    expect(readme).toContain(`bash .ci/run ${slice}`);
    if (slice !== 'shell') {
      expect(readme).toContain(`npm run release -w ${slice}`);
      expect(readme).toContain(`npm run rollback -w ${slice}`);
    } else expect(readme).toMatch(/## Release and roll back/);
  });

  test('names the routes the shell gives it', () => {
    const { owners } = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/src/routing/routes.json'), 'utf8'));
    for (const { path: route } of owners.filter((o) => o.remote === app)) expect(readme).toContain(`\`${route.replace(/\/\*$/, '')}`);
  });

  // Only modules with props need the compiler (slow): ./routes takes none.
  const withProps = Object.keys(exposes).some((m) => m !== './routes');
  if (withProps) test('names each module it exposes and every prop of it, read off its types', () => {
    const contract = analyzeApp({ dir: path.join(ROOT, slice), name: app, exposes });
    for (const [name, { props }] of Object.entries(contract.exposes)) {
      expect(readme).toContain(`\`./${name}\``);
      for (const prop of Object.keys(props)) expect([name, readme.includes(`\`${prop}`)]).toEqual([name, true]);
    }
  }, 60_000);
});
