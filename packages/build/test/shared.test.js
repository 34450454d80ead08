const path = require('path');
const { sharedModules } = require('../shared');
const { createWebpackConfig } = require('../webpack');

const shellDir = path.resolve(__dirname, '..', '..', '..', 'shell');

describe('shared singletons', () => {
  const shared = sharedModules(shellDir);

  it.each(['react', 'react/', 'react-dom', 'react-dom/', '@agency/routing', '@emotion/react', '@emotion/react/', '@agency/ui', '@agency/platform'])(
    '%s is one singleton for the whole page',
    (name) => {
      expect(shared[name]).toMatchObject({ singleton: true });
      expect(shared[name].version).toMatch(/^\d+\.\d+\.\d+/);
    },
  );

  it('shares the router through @agency/routing, never react-router-dom whole', () => {
    expect(shared['react-router-dom']).toBeUndefined();
    expect(shared['react-router']).toBeUndefined();
  });

  it('accepts any version of the same major', () => {
    expect(shared.react.requiredVersion).toBe(`^${shared.react.version.split('.')[0]}.0.0`);
  });
});

describe('webpack config factory', () => {
  const findFederation = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');

  it('builds remotes with a manifest, an unhashed remoteEntry and a relocatable public path', () => {
    const config = createWebpackConfig({ dir: shellDir, name: 'blog', kind: 'remote', exposes: { './routes': './src/routes.tsx' } })({}, { mode: 'production' });
    expect(config.output.publicPath).toBe('auto');
    expect(config.output.filename).toContain('[contenthash');
    const mf = findFederation(config)._options;
    expect(mf.filename).toBe('remoteEntry.js');
    expect(mf.manifest).toEqual({ fileName: 'mf-manifest.json' });
    expect(mf.shareStrategy).toBe('loaded-first');
  });

  it('builds the host with no baked-in remotes and the resilience runtime plugin', () => {
    const config = createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host' })({}, { mode: 'production' });
    const mf = findFederation(config)._options;
    expect(mf.remotes).toBeUndefined();
    expect(mf.runtimePlugins).toEqual([expect.stringContaining('resilience-plugin')]);
    expect(config.output.publicPath).toBe('/');
  });

  it('transpiles with swc, not ts-loader', () => {
    const config = createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host' })({}, { mode: 'development' });
    expect(JSON.stringify(config.module.rules)).toContain('swc-loader');
    expect(JSON.stringify(config.module.rules)).not.toContain('ts-loader');
  });
});
