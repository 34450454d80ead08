const { execFileSync } = require('child_process');
const path = require('path');
const { createWebpackConfig } = require('../webpack');

const runtimeDir = path.resolve(__dirname, '..', 'runtime');

/** Runs an ES module script in a fresh Node process (the runtime files are ES modules) and returns its JSON output. */
function runModule(source) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', source], { cwd: runtimeDir, encoding: 'utf8' });
  return JSON.parse(out);
}

const prelude = `
import { pathToFileURL } from 'node:url';
const file = (name, query = '') => pathToFileURL(${JSON.stringify(runtimeDir + path.sep)} + name) + query;
`;

describe("the remotes use the shell's federation bundler runtime", () => {
  it('a remote loaded without a shell that provides it stops with a message saying so', () => {
    const result = runModule(`${prelude}
      try { await import(file('external-bundler-runtime.mjs')); console.log(JSON.stringify({ threw: false })); }
      catch (error) { console.log(JSON.stringify({ threw: true, message: error.message })); }`);
    expect(result).toEqual({ threw: true, message: expect.stringContaining('only inside a shell that provides the federation bundler runtime') });
  });

  it('each remote gets the shape the federation entry expects, its own state and the shell’s functions', () => {
    // Each remote bundles its own copy of the stand-in: two imports under two URLs are two copies.
    const result = runModule(`${prelude}
      const real = (await import('@module-federation/webpack-bundler-runtime/bundler')).default;
      (await import(file('provide-bundler-runtime-plugin.mjs'))).default().beforeInit({});
      const a = (await import(file('external-bundler-runtime.mjs', '?a'))).default;
      const b = (await import(file('external-bundler-runtime.mjs', '?b'))).default;
      const runtime = await import('@module-federation/runtime');
      console.log(JSON.stringify({
        keys: Object.keys(a).sort(), realKeys: Object.keys(real).sort(),
        runtimeKeys: Object.keys(a.bundlerRuntime).sort(), realRuntimeKeys: Object.keys(real.bundlerRuntime).sort(),
        sharedFunctions: ['remotes', 'consumes', 'I', 'installInitialConsumes', 'init', 'getSharedFallbackGetter'].every((k) => a.bundlerRuntime[k] === real.bundlerRuntime[k] && b.bundlerRuntime[k] === real.bundlerRuntime[k]),
        ownState: a !== b && a.bundlerRuntime !== b.bundlerRuntime && a.bundlerRuntime.S !== b.bundlerRuntime.S && a.bundlerRuntimeOptions !== b.bundlerRuntimeOptions,
        noInstance: a.instance === undefined && a.initOptions === undefined,
        containerEntry: typeof a.bundlerRuntime.initContainerEntry,
        ownRuntime: a.runtime.init === runtime.init,
      }));`);
    expect(result.keys).toEqual(result.realKeys);
    expect(result.runtimeKeys).toEqual(result.realRuntimeKeys);
    expect(result).toMatchObject({ sharedFunctions: true, ownState: true, noInstance: true, containerEntry: 'function', ownRuntime: true });
  });

  it('the shell provides it and every remote browser build takes it, but not a remote’s own dev server', () => {
    const dir = path.resolve(__dirname, '..', '..', '..', 'shell');
    const federation = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options;
    const replaces = (config) => config.plugins.some((p) => p.constructor.name === 'NormalModuleReplacementPlugin' && p.newResource === path.join(runtimeDir, 'external-bundler-runtime.mjs'));
    const [host] = createWebpackConfig({ dir, name: 'shell', kind: 'host' })({}, { mode: 'production' });
    expect(federation(host).runtimePlugins).toContain(path.join(runtimeDir, 'provide-bundler-runtime-plugin.mjs'));
    expect(replaces(host)).toBe(false);
    const [remote] = createWebpackConfig({ dir, name: 'blog', kind: 'remote', exposes: { './routes': './src/routes.tsx' } })({}, { mode: 'production' });
    expect(replaces(remote)).toBe(true);
    const serving = createWebpackConfig({ dir, name: 'blog', kind: 'remote' })({ WEBPACK_SERVE: true }, { mode: 'development' });
    expect(replaces(serving)).toBe(false);
  });
});
