'use strict';
const fs = require('fs');
const path = require('path');
const { requiredExposes, exposedModules, missingExposes } = require('../src/contracts');
const { deployPaths } = require('../src/deploy-state');
const { releaseFolder } = require('../src/release');
const { tempDir, fakeBuild } = require('./helpers');

describe('exposed-module contracts', () => {
  let work;
  beforeEach(() => {
    work = tempDir('contracts');
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  test('the required modules come from the RemoteModules interface of the platform contracts', () => {
    const required = requiredExposes();
    expect(required.commerce).toEqual(expect.arrayContaining(['routes', 'PaymentDialog', 'SubscriptionForm', 'SignIn']));
    expect(required.assistant).toEqual(['ChatWidget']);
    for (const remote of ['marketing', 'portfolio', 'blog']) expect(required[remote]).toContain('routes');
  });

  test('reads a contracts file of its own form, ignoring other interfaces', () => {
    const file = path.join(work, 'contracts.ts');
    fs.writeFileSync(file, "export interface Other {\n  'x/y': 1;\n}\nexport interface RemoteModules {\n  'blog/routes': R;\n  'blog/Teaser': T;\n}\n");
    expect(requiredExposes(file)).toEqual({ blog: ['routes', 'Teaser'] });
  });

  test('a build that drops a module its consumers import is found, and cannot be released', () => {
    const build = fakeBuild(path.join(work, 'commerce'), 'Pay');
    const manifest = JSON.parse(fs.readFileSync(path.join(build, 'mf-manifest.json'), 'utf8'));
    manifest.exposes = [{ name: 'routes', path: './routes' }, { name: 'SignIn', path: './SignIn' }];
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify(manifest));

    expect(exposedModules(build)).toEqual(['routes', 'SignIn']);
    expect(missingExposes('commerce', build, { commerce: ['routes', 'PaymentDialog', 'SignIn'] })).toEqual(['PaymentDialog']);

    const paths = deployPaths(path.join(work, 'deploy'));
    expect(() => releaseFolder({ remote: 'commerce', sourceDir: build, paths, compress: false, required: { commerce: ['routes', 'PaymentDialog'] } })).toThrow(
      "commerce's build does not expose ./PaymentDialog, which its consumers import",
    );
    expect(fs.existsSync(paths.remotesFile)).toBe(false);
  });
});
