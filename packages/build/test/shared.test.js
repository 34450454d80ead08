const fs = require('fs');
const path = require('path');
const { sharedModules, sharedVersions } = require('../shared');
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

  it('leaves the version check to the release (contracts/check.js), not to every page load', () => {
    for (const config of Object.values(shared)) expect(config).toMatchObject({ requiredVersion: false, strictVersion: false });
    // What the release compares: each package once, in the version this app builds with.
    expect(sharedVersions(shellDir)).toEqual(expect.objectContaining({ react: shared.react.version, '@agency/ui': shared['@agency/ui'].version }));
    expect(Object.keys(sharedVersions(shellDir)).filter((pkg) => pkg.endsWith('/'))).toEqual([]);
  });
});

describe('webpack config factory', () => {
  const findFederation = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');

  it('builds remotes with a manifest, an unhashed remoteEntry and a relocatable public path', () => {
    const [config] = createWebpackConfig({ dir: shellDir, name: 'blog', kind: 'remote', exposes: { './routes': './src/routes.tsx' } })({}, { mode: 'production' });
    expect(config.output.publicPath).toBe('auto');
    expect(config.output.filename).toContain('[contenthash');
    const mf = findFederation(config)._options;
    expect(mf.filename).toBe('remoteEntry.js');
    expect(mf.manifest).toEqual({ fileName: 'mf-manifest.json' });
    expect(mf.shareStrategy).toBe('loaded-first');
  });

  it('builds the host with no baked-in remotes and the resilience runtime plugin', () => {
    const [config] = createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host' })({}, { mode: 'production' });
    const mf = findFederation(config)._options;
    expect(mf.remotes).toBeUndefined();
    expect(mf.runtimePlugins).toEqual([expect.stringContaining('resilience-plugin'), expect.stringContaining('provide-runtime-core-plugin')]);
    expect(config.output.publicPath).toBe('/');
  });

  it('gives the page one federation runtime: the shell provides it, the remotes built for it use it', () => {
    const [host] = createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host' })({}, { mode: 'production' });
    const provide = findFederation(host)._options.runtimePlugins[1];
    // Federation's own plugin, through a file of ours that imports it by its package name (its ES
    // module build: the CommonJS one would bundle a second copy of runtime-core).
    expect(fs.readFileSync(provide, 'utf8')).toContain("from '@module-federation/inject-external-runtime-core-plugin'");
    const web = { optimization: { target: 'web' } };
    // The shell reads no manifest through the runtime (the page names each remote's entry).
    expect(findFederation(host)._options.experiments).toEqual({ optimization: { target: 'web', disableSnapshot: true } });
    const [remote] = createWebpackConfig({ dir: shellDir, name: 'blog', kind: 'remote', exposes: { './routes': './src/routes.tsx' } })({}, { mode: 'production' });
    expect(findFederation(remote)._options.experiments).toEqual({ externalRuntime: true, ...web });
    // A remote's own dev server has no shell to provide a runtime: it keeps its own.
    const serving = createWebpackConfig({ dir: shellDir, name: 'blog', kind: 'remote' })({ WEBPACK_SERVE: true }, { mode: 'development' });
    expect(findFederation(serving)._options.experiments).toEqual(web);
    // ...and provides it, as the shell does, to the other remotes' builds it loads from a composed site.
    expect(findFederation(serving)._options.runtimePlugins).toEqual([provide]);
    expect(findFederation(remote)._options.runtimePlugins).toEqual([]);
  });

  it('builds the shared libraries into the two vendor chunks, guarded, in every browser build', () => {
    const [config] = createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host' })({}, { mode: 'production' });
    const { vendor, agency } = config.optimization.splitChunks.cacheGroups;
    for (const file of ['@emotion/serialize/dist/x.js', 'stylis/index.js', '@babel/runtime/helpers/esm/extends.js', 'react-dom/index.js']) {
      expect(vendor.test.test(path.join('/app/node_modules', file))).toBe(true);
    }
    expect(agency.test.test('/app/packages/ui/src/index.ts')).toBe(true);
    expect(config.plugins.some((plugin) => plugin.constructor.name === 'VendorChunksGuardPlugin')).toBe(true);
  });

  it('transpiles with swc, not ts-loader', () => {
    for (const config of createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host' })({}, { mode: 'development' })) {
      expect(JSON.stringify(config.module.rules)).toContain('swc-loader');
      expect(JSON.stringify(config.module.rules)).not.toContain('ts-loader');
    }
  });

  it('builds a server bundle beside each browser bundle, as module federation documents it for Node', () => {
    const [browser, server] = createWebpackConfig({ dir: shellDir, name: 'blog', kind: 'remote', exposes: { './routes': './src/routes.tsx' } })({}, { mode: 'production' });
    expect(server.target).toBe('async-node');
    expect(server.dependencies).toEqual([browser.name]);
    expect(server.output.path).toBe(path.join(browser.output.path, 'server'));
    const mf = findFederation(server)._options;
    expect(mf.library).toEqual({ type: 'commonjs-module' });
    expect(mf.remoteType).toBe('script');
    expect(mf.filename).toBe('remoteEntry.js');
    expect(mf.runtimePlugins).toEqual([expect.stringContaining('@module-federation/node'), expect.stringContaining('server-plugin')]);
    // The same asset URLs as the browser's, without a second copy of the files.
    expect(JSON.stringify(server.module.rules)).toContain('"emit":false');
    // The shell's server bundle is the page renderer the gateway requires.
    const [, shellServer] = createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host' })({}, { mode: 'production' });
    expect(shellServer.entry).toEqual({ main: './src/server.tsx' });
    expect(shellServer.output.library).toEqual({ type: 'commonjs2' });
    // A module's `.server.ts` twin replaces it in the server bundle only.
    expect(server.resolve.extensions.slice(0, 2)).toEqual(['.server.tsx', '.server.ts']);
    expect(browser.resolve.extensions.join()).not.toContain('.server');
  });

  it('gives a standalone dev server (webpack serve) the browser bundle only', () => {
    const config = createWebpackConfig({ dir: shellDir, name: 'blog', kind: 'remote' })({ WEBPACK_SERVE: true }, { mode: 'development' });
    expect(config.name).toBe('browser');
  });
});
