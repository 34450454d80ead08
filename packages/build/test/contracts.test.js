'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { analyzeApp } = require('../contracts/analyze');
const { acceptsType, checkImports, sharedProblems, unionMembers } = require('../contracts/check');
const { RemoteContractPlugin } = require('../contract-plugin');
const { createWebpackConfig } = require('../webpack');
const { swcOptions } = require('../swc');
const { compile } = require('./support/compile');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const FIXTURE = path.join(__dirname, 'fixtures', 'consumer');
const COMMERCE_EXPOSES = {
  './routes': './src/routes.tsx',
  './PaymentDialog': './src/exposed/PaymentDialog.tsx',
  './SubscriptionForm': './src/exposed/SubscriptionForm.tsx',
  './SignIn': './src/exposed/SignIn.tsx',
};

describe('contracts read off the TypeScript types', () => {
  test("commerce's exposed modules with the props their components accept", () => {
    const contract = analyzeApp({ dir: path.join(ROOT, 'mf-commerce'), name: 'commerce', exposes: COMMERCE_EXPOSES });
    expect(contract.problems).toEqual([]);
    expect(Object.keys(contract.exposes)).toEqual(['routes', 'PaymentDialog', 'SubscriptionForm', 'SignIn']);
    expect(contract.exposes.PaymentDialog.props).toEqual({
      itemKey: { type: 'string', required: true },
      onClose: { type: '() => void', required: true },
      open: { type: 'boolean', required: true },
      title: { type: 'string', required: false },
    });
    expect(contract.exposes.routes.props).toEqual({});
  }, 60_000);

  test("the shell's imports, including the ids it builds from the route owner's type", () => {
    const contract = analyzeApp({ dir: path.join(ROOT, 'shell'), name: 'shell' });
    expect(Object.keys(contract.imports)).toEqual(['admin/routes', 'assistant/ChatWidget', 'blog/routes', 'commerce/routes', 'marketing/routes', 'portfolio/routes']);
    expect(contract.shared.provides).toBeUndefined();
  }, 60_000);

  test('the shared packages: the run-time names the shell provides whole, and those a remote imports (types left out)', () => {
    const shell = analyzeApp({ dir: path.join(ROOT, 'shell'), name: 'shell', providesShared: true });
    expect(Object.keys(shell.shared.provides).sort()).toEqual(['@agency/platform', '@agency/routing', '@agency/ui']);
    const ui = shell.shared.provides['@agency/ui'];
    // Provided whether the shell itself uses them or not (Modal, TextField: the remotes' forms).
    expect(ui).toEqual(expect.arrayContaining(['Button', 'Modal', 'TextField', 'theme', 'colors']));
    expect(ui).not.toContain('AgencyTheme'); // a type: nothing at run time
    expect(shell.shared.provides['@agency/platform']).toEqual(expect.arrayContaining(['RemoteMount', 'api', 'useDocumentMeta']));
    expect(shell.shared.provides['@agency/platform']).not.toContain('KitDto');
    // The enum lists are values, but the platform re-exports them as types only (`export type *`):
    // they come from @agency/platform/api-schema, bundled by each front end, not from the shell.
    expect(shell.shared.provides['@agency/platform']).not.toContain('currencyValues');

    const commerce = analyzeApp({ dir: path.join(ROOT, 'mf-commerce'), name: 'commerce', exposes: COMMERCE_EXPOSES });
    expect(commerce.shared.uses['@agency/ui']).toEqual(expect.arrayContaining(['Button', 'TextField']));
    expect(commerce.shared.uses['@agency/platform']).toEqual(expect.arrayContaining(['api', 'useDocumentMeta']));
    // Imported only as types (`import type`, `{ type X }`, or a plain import of a type): erased.
    const all = Object.values(commerce.shared.uses).flat();
    for (const type of ['MobileNetwork', 'CatalogDto', 'ItemKey', 'PaymentMethod']) expect(all).not.toContain(type);
    // Imported from the api-schema sub-path, which is not a shared package.
    expect(all).not.toContain('currencyValues');
    expect(sharedProblems(commerce, shell)).toEqual([]);
  }, 120_000);
});

describe("a remote's use of the shared packages against the shell that provides them", () => {
  const shell = { name: 'shell', source: 'shell/dist', shared: { provides: { '@agency/ui': ['Button', 'Card'], '@agency/routing': ['Link'] } } };

  test('a name the shell does not export is a problem naming the remote, the names and the package', () => {
    const remote = { name: 'marketing', shared: { uses: { '@agency/ui': ['Button', 'PriceTag', 'groupDigits'], '@agency/routing': ['Link'] } } };
    expect(sharedProblems(remote, shell)).toEqual([
      'marketing uses PriceTag, groupDigits from @agency/ui, which the shell (shell/dist) does not provide: deploy a shell built with that @agency/ui first, or, if the shell stopped exporting them, a build of marketing that no longer uses them',
    ]);
  });

  test('a malformed contract is named as such instead of crashing the check', () => {
    expect(sharedProblems({ name: 'blog', shared: { uses: { '@agency/ui': 'Button' } } }, shell)).toEqual([
      `blog's mf-contract.json has no list of names at shared.uses["@agency/ui"]: rebuild it`,
    ]);
    expect(sharedProblems({ name: 'blog', shared: { uses: 'everything' } }, shell)).toEqual([`blog's mf-contract.json has no list of names at shared.uses: rebuild it`]);
    expect(sharedProblems({ name: 'blog', shared: { uses: { '@agency/ui': ['Button'] } } }, { name: 'shell', shared: { provides: 'all' } })).toEqual([
      `shell's mf-contract.json has no list of names at shared.provides: rebuild it`,
    ]);
    const brokenShell = { name: 'shell', shared: { provides: { '@agency/ui': { Button: true } } } };
    expect(sharedProblems({ name: 'blog', shared: { uses: { '@agency/ui': ['Button'] } } }, brokenShell)).toEqual([
      `shell's mf-contract.json has no list of names at shared.provides["@agency/ui"]: rebuild it`,
    ]);
  });

  test('a remote built on another major of the federation runtime than the shell provides is a problem; another minor or patch passes', () => {
    const host = { ...shell, shared: { ...shell.shared, runtime: '2.9.2' } };
    const built = (runtime) => ({ name: 'blog', shared: { uses: { '@agency/ui': ['Card'] }, runtime } });
    expect(sharedProblems(built('3.0.0'), host)).toEqual([
      "blog was built with the federation runtime 3.0.0, the shell (shell/dist) provides 2.9.2: deploy a shell built with @module-federation 3.x first, or a build of blog with the shell's major",
    ]);
    for (const runtime of ['2.9.2', '2.9.3', '2.8.2', '2.10.0']) expect(sharedProblems(built(runtime), host)).toEqual([]);
    // A shell from before builds recorded it, or no shell contract found at all: nothing to compare with.
    expect(sharedProblems(built('2.9.2'), shell)).toEqual([]);
    expect(sharedProblems(built('2.9.2'), null)).toEqual([]);
  });

  test('a remote built with another major of a singleton than the shell provides is a problem; the same major passes', () => {
    const host = { ...shell, shared: { ...shell.shared, versions: { react: '19.2.9', '@emotion/react': '11.14.0', '@agency/ui': '1.0.0', tiny: '0.3.1' } } };
    const built = (versions) => ({ name: 'blog', shared: { uses: { '@agency/ui': ['Card'] }, versions } });
    expect(sharedProblems(built({ react: '19.0.1', '@emotion/react': '11.9.0', '@agency/ui': '1.4.0', tiny: '0.3.7' }), host)).toEqual([]);
    expect(sharedProblems(built({ react: '20.0.0', '@emotion/react': '11.14.0', '@agency/ui': '2.0.0' }), host)).toEqual([
      "blog was built with react 20.0.0, the shell (shell/dist) provides 19.2.9: deploy a shell built with react 20.x first, or a build of blog with the shell's",
      "blog was built with @agency/ui 2.0.0, the shell (shell/dist) provides 1.0.0: deploy a shell built with @agency/ui 2.x first, or a build of blog with the shell's",
    ]);
    // Below 1.0 a caret range keeps the minor too.
    expect(sharedProblems(built({ tiny: '0.4.0' }), host)).toHaveLength(1);
    // A package the shell does not list, or a side from before this check: nothing to compare.
    expect(sharedProblems(built({ other: '3.0.0' }), host)).toEqual([]);
    expect(sharedProblems(built({ react: '20.0.0' }), shell)).toEqual([]);
    expect(sharedProblems(built(undefined), host)).toEqual([]);
    expect(sharedProblems(built(['react@20']), host)).toEqual(["blog's mf-contract.json has no versions at shared.versions: rebuild it"]);
  });

  test('what is provided, a namespace import, or a contract from before this check passes', () => {
    expect(sharedProblems({ name: 'blog', shared: { uses: { '@agency/ui': ['Card', '*'] } } }, shell)).toEqual([]);
    expect(sharedProblems({ name: 'blog' }, shell)).toEqual([]);
    expect(sharedProblems({ name: 'blog', shared: { uses: { '@agency/ui': ['Nope'] } } }, { name: 'shell' })).toEqual([]);
  });
});

describe("a provider's exposed component against what contracts.ts promises its consumers", () => {
  const PROVIDER = path.join(__dirname, 'fixtures', 'provider');

  test('a component that does not accept the promised props is a problem of its build', () => {
    const narrow = analyzeApp({ dir: PROVIDER, name: 'commerce', exposes: { './PaymentDialog': './src/NarrowDialog.tsx' } });
    expect(narrow.problems).toEqual([expect.stringContaining('./PaymentDialog does not accept the props contracts.ts promises its consumers')]);
    expect(narrow.exposes.PaymentDialog.props.itemKey).toEqual({ type: 'number', required: true });

    const good = analyzeApp({ dir: PROVIDER, name: 'commerce', exposes: { './PaymentDialog': './src/GoodDialog.tsx' } });
    expect(good.problems).toEqual([]);
    expect(good.exposes.PaymentDialog.props.note).toEqual({ type: 'string', required: false });
  }, 60_000);
});

describe('comparing an import with a provider contract', () => {
  const consumer = { name: 'marketing', imports: { 'commerce/SubscriptionForm': { props: { planKey: { type: 'string | null', required: true } } } } };
  const provider = (props) => ({ name: 'commerce', exposes: { SubscriptionForm: { props } } });

  test('a wider prop type still accepts what the consumer passes; a narrower one does not', () => {
    expect(unionMembers('string | ((x: string | number) => void) | null')).toEqual(['string', '((x: string | number) => void)', 'null']);
    expect(acceptsType('string | number | null', 'string | null')).toBe(true);
    expect(checkImports(consumer, { commerce: provider({ planKey: { type: 'string', required: true } }) }).problems).toEqual([
      "commerce's ./SubscriptionForm takes planKey as string; marketing passes string | null",
    ]);
  });

  test('a new required prop breaks the consumer; a new optional one does not', () => {
    const planKey = { type: 'string | null', required: true };
    expect(checkImports(consumer, { commerce: provider({ planKey, theme: { type: 'string', required: false } }) }).problems).toEqual([]);
    expect(checkImports(consumer, { commerce: provider({ planKey, theme: { type: 'string', required: true } }) }).problems).toEqual([
      "commerce's ./SubscriptionForm requires the prop theme, which marketing does not pass",
    ]);
  });

  test('a remote without a contract is named, not passed silently', () => {
    expect(checkImports(consumer, {})).toEqual({ problems: [], missing: ['commerce'] });
  });
});

describe("a consumer's build against its provider's contract", () => {
  let root;
  let out;
  const saved = process.env.DEPLOY_DIR;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-build-'));
    out = path.join(root, 'out');
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['mf-commerce'] }));
    delete process.env.DEPLOY_DIR;
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
    if (saved !== undefined) process.env.DEPLOY_DIR = saved;
  });

  function commerceContract(exposes) {
    fs.mkdirSync(path.join(root, 'mf-commerce', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'mf-commerce', 'dist', 'mf-contract.json'), JSON.stringify({ schema: 1, name: 'commerce', exposes, imports: {} }));
  }

  /** Builds the fixture consumer (it mounts commerce/PaymentDialog) with the contract plugin. */
  function buildConsumer() {
    return compile(
      {
        mode: 'production',
        context: FIXTURE,
        entry: './src/Kits.tsx',
        target: 'node',
        output: { path: out, library: { type: 'commonjs2' } },
        resolve: { extensions: ['.tsx', '.ts', '.js'] },
        externals: [({ request }, callback) => (/^[./]/.test(request) ? callback() : callback(null, `commonjs ${request}`))],
        module: { rules: [{ test: /\.tsx?$/, use: { loader: 'swc-loader', options: swcOptions({ development: false }) } }] },
        plugins: [new RemoteContractPlugin({ dir: FIXTURE, name: 'kits', root, federationRuntime: '2.9.2' })],
        stats: 'none',
        infrastructureLogging: { level: 'error' },
      },
      // A broken contract fails the build: the tests read its errors.
      { allowErrors: true },
    );
  }

  const dialog = {
    props: {
      itemKey: { type: 'string', required: true },
      onClose: { type: '() => void', required: true },
      open: { type: 'boolean', required: true },
      title: { type: 'string', required: false },
    },
  };

  test('builds, and emits its own contract, while the provider exposes what it imports', async () => {
    commerceContract({ PaymentDialog: dialog });
    const stats = await buildConsumer();
    expect(stats.compilation.errors.map((e) => e.message)).toEqual([]);
    const emitted = JSON.parse(fs.readFileSync(path.join(out, 'mf-contract.json'), 'utf8'));
    expect(emitted).toMatchObject({ schema: 1, name: 'kits', exposes: {}, imports: { 'commerce/PaymentDialog': dialog } });
    // The federation version it was built with, whose major the release compares with the shell's.
    expect(emitted.shared.runtime).toBe('2.9.2');
  }, 60_000);

  test('fails when the provider stopped exposing the module it imports', async () => {
    commerceContract({ routes: { props: {} } });
    const stats = await buildConsumer();
    expect(stats.hasErrors()).toBe(true);
    expect(stats.compilation.errors.map((e) => e.message)).toEqual([
      `[remote contract] commerce does not expose ./PaymentDialog, which kits imports (checked against mf-commerce/dist)`,
    ]);
    expect(fs.existsSync(path.join(out, 'mf-contract.json'))).toBe(false);
  }, 60_000);

  test("fails when the provider renamed a prop it passes", async () => {
    const { itemKey, ...rest } = dialog.props;
    commerceContract({ PaymentDialog: { props: { ...rest, productKey: itemKey } } });
    const stats = await buildConsumer();
    expect(stats.compilation.errors.map((e) => e.message)).toEqual([
      "[remote contract] commerce's ./PaymentDialog requires the prop productKey, which kits does not pass (checked against mf-commerce/dist)",
      "[remote contract] commerce's ./PaymentDialog no longer accepts the prop itemKey, which kits passes (checked against mf-commerce/dist)",
    ]);
  }, 60_000);
});

describe('the factory', () => {
  // The browser bundle (the first of the two configurations) carries the contract.
  const plugins = (mode) => createWebpackConfig({ dir: path.join(ROOT, 'mf-blog'), name: 'blog', kind: 'remote', exposes: { './routes': './src/routes.tsx' } })({}, { mode })[0].plugins;
  test('adds the contract plugin to production builds only', () => {
    expect(plugins('production').some((p) => p instanceof RemoteContractPlugin)).toBe(true);
    expect(plugins('development').some((p) => p instanceof RemoteContractPlugin)).toBe(false);
  });
});
