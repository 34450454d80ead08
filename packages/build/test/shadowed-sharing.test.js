const fs = require('fs');
const os = require('os');
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ShadowedSharingRuntimePlugin } = require('../shadowed-sharing-plugin');
const { compile } = require('./support/compile');

const fixture = path.join(__dirname, 'fixtures', 'sharing');

/** A host sharing react, built unminified so the runtime's assignments can be counted. */
async function build(outDir, plugins) {
  await compile({
    mode: 'development',
    devtool: false,
    context: fixture,
    entry: { main: './src/index.js' },
    output: { path: outDir, filename: '[name].js', uniqueName: 'fixture' },
    plugins: [new ModuleFederationPlugin({ name: 'fixture', shared: { react: { singleton: true } }, dts: false }), ...plugins],
    infrastructureLogging: { level: 'error' },
  });
  return fs.readFileSync(path.join(outDir, 'main.js'), 'utf8');
}

const count = (text, pattern) => text.split(pattern).length - 1;

describe("webpack's own share runtime, replaced by federation's", () => {
  let out;
  beforeAll(() => (out = fs.mkdtempSync(path.join(os.tmpdir(), 'sharing-'))));
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('is left out, and federation still defines the share scope and its initialiser once', async () => {
    const without = await build(path.join(out, 'without'), []);
    const withPlugin = await build(path.join(out, 'with'), [new ShadowedSharingRuntimePlugin()]);
    // Both runtime modules define them without the plugin; federation's (the one that delegates
    // to its bundler runtime) is the one left with it.
    expect(count(without, '__webpack_require__.I = ')).toBe(2);
    expect(count(withPlugin, '__webpack_require__.I = ')).toBe(1);
    expect(count(withPlugin, '__webpack_require__.S = {}')).toBe(1);
    expect(withPlugin).toContain('__webpack_require__.federation.bundlerRuntime.I(');
    expect(withPlugin.length).toBeLessThan(without.length);
  }, 60_000);
});
