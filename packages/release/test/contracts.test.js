'use strict';
const fs = require('fs');
const path = require('path');
const { contractProblems, liveConsumers } = require('../src/contracts');
const { deployPaths } = require('../src/deploy-state');
const { releaseFolder } = require('../src/release');
const { tempDir, fakeBuild } = require('./helpers');

const dialogProps = {
  open: { type: 'boolean', required: true },
  onClose: { type: '() => void', required: true },
  itemKey: { type: 'string', required: true },
  title: { type: 'string', required: false },
};
/** The marketing slice as built: it mounts commerce's payment dialog and subscription form. */
const marketing = {
  schema: 1,
  name: 'marketing',
  exposes: { routes: { props: {} } },
  imports: { 'commerce/PaymentDialog': { props: dialogProps }, 'commerce/SubscriptionForm': { props: { planKey: { type: 'string | null', required: true } } } },
};

function commerceBuild(dir, exposes) {
  const build = fakeBuild(dir, 'Pay');
  fs.writeFileSync(path.join(build, 'mf-contract.json'), JSON.stringify({ schema: 1, name: 'commerce', exposes, imports: {} }));
  return build;
}

describe('remote contracts of builds (mf-contract.json)', () => {
  let work;
  beforeEach(() => {
    work = tempDir('contracts');
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  test('a build that keeps what its consumers import passes', () => {
    const build = commerceBuild(path.join(work, 'commerce'), { routes: { props: {} }, PaymentDialog: { props: dialogProps }, SubscriptionForm: { props: { planKey: { type: 'string | null', required: true } } } });
    expect(contractProblems('commerce', build, [marketing])).toEqual([]);
  });

  test('a build that drops a module or changes props its consumers pass is found, and cannot be released', () => {
    const build = commerceBuild(path.join(work, 'commerce'), {
      routes: { props: {} },
      SubscriptionForm: { props: { plan: { type: 'string', required: true } } },
    });
    expect(contractProblems('commerce', build, [marketing])).toEqual([
      'commerce does not expose ./PaymentDialog, which marketing imports',
      "commerce's ./SubscriptionForm requires the prop plan, which marketing does not pass",
      "commerce's ./SubscriptionForm no longer accepts the prop planKey, which marketing passes",
    ]);

    const paths = deployPaths(path.join(work, 'deploy'));
    expect(() => releaseFolder({ remote: 'commerce', sourceDir: build, paths, compress: false, required: [marketing] })).toThrow(
      "commerce's build breaks what the site runs: commerce does not expose ./PaymentDialog, which marketing imports",
    );
    expect(fs.existsSync(paths.remotesFile)).toBe(false);
  });

  test("a build using a shared-package name the live shell does not provide cannot be released; with that shell it can", () => {
    const build = commerceBuild(path.join(work, 'commerce'), { routes: { props: {} }, PaymentDialog: { props: dialogProps }, SubscriptionForm: { props: { planKey: { type: 'string | null', required: true } } } });
    const contract = JSON.parse(fs.readFileSync(path.join(build, 'mf-contract.json'), 'utf8'));
    contract.shared = { uses: { '@agency/ui': ['Button', 'PriceTag'], '@agency/platform': ['api'] } };
    fs.writeFileSync(path.join(build, 'mf-contract.json'), JSON.stringify(contract));
    const oldShell = { name: 'shell', source: 'the image', shared: { provides: { '@agency/ui': ['Button', 'Card'], '@agency/platform': ['api'] } } };

    const paths = deployPaths(path.join(work, 'deploy'));
    expect(() => releaseFolder({ remote: 'commerce', sourceDir: build, paths, compress: false, required: [marketing], host: oldShell })).toThrow(
      "commerce's build breaks what the site runs: commerce uses PriceTag from @agency/ui, which the shell (the image) does not provide: deploy a shell built with that @agency/ui first, or, if the shell stopped exporting them, a build of commerce that no longer uses them",
    );
    expect(fs.existsSync(paths.remotesFile)).toBe(false);

    const newShell = { ...oldShell, shared: { provides: { ...oldShell.shared.provides, '@agency/ui': ['Button', 'Card', 'PriceTag'] } } };
    expect(releaseFolder({ remote: 'commerce', sourceDir: build, paths, compress: false, required: [marketing], host: newShell }).changed).toBe(true);
  });

  test('a build on another major of the federation runtime than the live shell provides cannot be released', () => {
    const build = commerceBuild(path.join(work, 'commerce'), { routes: { props: {} }, PaymentDialog: { props: dialogProps }, SubscriptionForm: { props: { planKey: { type: 'string | null', required: true } } } });
    const contract = JSON.parse(fs.readFileSync(path.join(build, 'mf-contract.json'), 'utf8'));
    contract.shared = { uses: { '@agency/ui': ['Button'] }, runtime: '3.0.0' };
    fs.writeFileSync(path.join(build, 'mf-contract.json'), JSON.stringify(contract));
    const shell = { name: 'shell', source: 'the image', shared: { provides: { '@agency/ui': ['Button'] }, runtime: '2.9.2' } };

    const paths = deployPaths(path.join(work, 'deploy'));
    expect(() => releaseFolder({ remote: 'commerce', sourceDir: build, paths, compress: false, required: [marketing], host: shell })).toThrow(
      "commerce's build breaks what the site runs: commerce was built with the federation runtime 3.0.0, the shell (the image) provides 2.9.2: deploy a shell built with @module-federation 3.x first, or a build of commerce with the shell's major",
    );
    expect(fs.existsSync(paths.remotesFile)).toBe(false);
    // Another minor of the same major is released.
    expect(releaseFolder({ remote: 'commerce', sourceDir: build, paths, compress: false, required: [marketing], host: { ...shell, shared: { ...shell.shared, runtime: '3.1.0' } } }).changed).toBe(true);
  });

  test('a build without a contract cannot be released', () => {
    const build = fakeBuild(path.join(work, 'blog'), 'Old');
    fs.rmSync(path.join(build, 'mf-contract.json'));
    expect(contractProblems('blog', build, [])).toEqual([expect.stringContaining("blog's build has no mf-contract.json")]);
  });

  test("the consumers checked are the released versions: a released consumer's imports count, not only this checkout's", () => {
    const paths = deployPaths(path.join(work, 'deploy'));
    const released = path.join(paths.dir, 'remotes', 'marketing', '20260101-abc');
    fs.mkdirSync(released, { recursive: true });
    const oldMarketing = { ...marketing, imports: { 'commerce/LegacyTeaser': { props: {} } } };
    fs.writeFileSync(path.join(released, 'mf-contract.json'), JSON.stringify(oldMarketing));
    fs.writeFileSync(paths.remotesFile, JSON.stringify({ marketing: '/remotes/marketing/20260101-abc/mf-manifest.json' }));

    const consumers = liveConsumers('commerce', paths.dir);
    const live = consumers.find((c) => c.name === 'marketing');
    expect(live.source).toBe(released);
    const build = commerceBuild(path.join(work, 'commerce'), { routes: { props: {} } });
    expect(contractProblems('commerce', build, consumers)).toContain('commerce does not expose ./LegacyTeaser, which marketing imports');
  });
});
