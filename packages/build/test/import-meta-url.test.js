'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { ROOT } = require('@agency/workspace');
const { ImportMetaUrlPlugin } = require('../import-meta-url-plugin');
const { compile } = require('./support/compile');

/**
 * A bare `import.meta.url` in a browser bundle (import-meta-url-plugin.js). The site's own builds
 * are scanned for machine paths once built: e2e/tests/platform/browser-bundles.spec.ts.
 */
describe('import.meta.url in a browser bundle', () => {
  const fixture = path.join(__dirname, 'fixtures', 'import-meta');
  /** @param {import('webpack').WebpackPluginInstance[]} plugins */
  async function build(plugins) {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'import-meta-'));
    await compile({ mode: 'production', context: fixture, entry: './index.js', devtool: false, target: 'web', output: { path: out, uniqueName: 'fixture', publicPath: 'auto', library: { type: 'var', name: 'fixture' } }, plugins });
    return { out, main: fs.readFileSync(path.join(out, 'main.js'), 'utf8') };
  }

  test("webpack alone writes the module's file:/// address on the build machine (what the plugin removes)", async () => {
    const { main } = await build([]);
    expect(main).toContain(`file://${path.join(ROOT, 'packages/build/test/fixtures/import-meta/lib.mjs')}`);
  }, 60_000);

  test('with the plugin: the module named as webpack names it, no machine path; an asset URL still works', async () => {
    const { out, main } = await build([new ImportMetaUrlPlugin()]);
    expect(main).not.toContain('file:///');
    expect(main).not.toContain(ROOT);
    expect(main).toContain('"webpack://fixture/lib.mjs"');
    // `new URL('./asset.txt', import.meta.url)` is still webpack's: the asset is emitted beside the bundle.
    const assets = fs.readdirSync(out).filter((f) => f.endsWith('.txt'));
    expect(assets).toHaveLength(1);
    expect(main).toContain(assets[0]);
  }, 60_000);
});
