const fs = require('fs');
const os = require('os');
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { VENDOR_CHUNKS, VendorChunksGuardPlugin, vendorCacheGroups } = require('../vendor-chunks');
const { compile } = require('./support/compile');

const fixture = path.join(__dirname, 'fixtures', 'vendor-chunks');

/** A host sharing the fixture's package (it sits under packages/ui/, so the agency group takes it). */
function build(outDir, entry) {
  return compile(
    {
      mode: 'production',
      devtool: false,
      context: fixture,
      entry: { main: entry },
      output: { path: outDir, filename: '[name].js', chunkFilename: '[name].js', uniqueName: 'fixture' },
      resolve: { alias: { 'fixture-ui': path.join(fixture, 'packages', 'ui', 'index.js') } },
      plugins: [
        new ModuleFederationPlugin({ name: 'fixture', shared: { 'fixture-ui': { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' } }, dts: false }),
        new VendorChunksGuardPlugin(),
      ],
      optimization: { minimize: false, splitChunks: { cacheGroups: vendorCacheGroups() } },
      infrastructureLogging: { level: 'error' },
    },
    // The guard's refusal is a compilation error the tests read.
    { allowErrors: true },
  );
}

describe('the shared libraries’ chunks', () => {
  let out;
  beforeAll(() => (out = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-chunks-'))));
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('put each library in its group by where it comes from, leaving the unshared parts of the platform out', () => {
    const group = (file) => Object.keys(VENDOR_CHUNKS).filter((name) => VENDOR_CHUNKS[name].test(file));
    expect(group('/w/node_modules/react-dom/client.js')).toEqual(['vendor']);
    expect(group('/w/node_modules/@emotion/react/dist/emotion-react.esm.js')).toEqual(['vendor']);
    expect(group('/w/packages/ui/src/Button.tsx')).toEqual(['agency']);
    expect(group('/w/packages/platform/src/api/client.ts')).toEqual(['agency']);
    expect(group('/w/node_modules/@remix-run/router/dist/router.js')).toEqual(['agency']);
    // Imported directly by the front ends (sub-paths of @agency/platform), so in no group.
    expect(group('/w/packages/platform/src/api/schema.ts')).toEqual([]);
    expect(group('/w/packages/platform/src/federation/index.ts')).toEqual([]);
    expect(group('/w/packages/platform/src/standalone/renderStandalone.tsx')).toEqual([]);
    expect(group('/w/node_modules/react-window/index.js')).toEqual([]);
  });

  it('hold a shared package reached through the share scope', async () => {
    const stats = await build(path.join(out, 'shared'), './src/index.js');
    expect(stats.hasErrors()).toBe(false);
    const agency = fs.readFileSync(path.join(out, 'shared', 'agency.js'), 'utf8');
    expect(agency).toContain('hello from the shared package');
    expect(fs.readFileSync(path.join(out, 'shared', 'main.js'), 'utf8')).not.toContain('hello from the shared package');
  }, 60_000);

  it('fail the build when a module imports a shared package’s file directly', async () => {
    const stats = await build(path.join(out, 'direct'), './src/direct.js');
    const errors = stats.toJson({ all: false, errors: true }).errors.map((e) => e.message).join('\n');
    expect(errors).toContain("agency (shared libraries' chunk) would be loaded whole by ./src/direct.js");
    expect(errors).toContain('packages/build/vendor-chunks.js');
  }, 60_000);
});
