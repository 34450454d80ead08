'use strict';
const path = require('path');
const { sharedModules } = require('./shared');

/**
 * The server bundle of an app (dist/server/), which the gateway renders pages with.
 * The host (shell) builds `main.js`, exporting `render`; a remote builds its container
 * (`remoteEntry.js` + `mf-manifest.json` beside its browser manifest), which the shell's server
 * bundle loads at run time through the same remotes map as the browser: a release of a remote
 * changes what the server renders with no restart. Settings as module federation documents them
 * for Node: async-node target, a commonjs-module container, script remotes, the node runtime plugin.
 * @param {import('./webpack').AppBuild & { moduleRules: typeof import('./webpack').moduleRules }} o
 */
function serverConfig({ dir, name, kind, exposes, mode, moduleRules, toolchain }) {
  const { ModuleFederationPlugin } = toolchain;
  const dev = mode === 'development';
  const isHost = kind === 'host';
  /** @type {import('webpack').Configuration} */
  return {
    name: 'server',
    // After the browser bundle: the two share dist/ and each cleans only its own part.
    dependencies: ['browser'],
    mode,
    context: dir,
    target: 'async-node',
    // A remote's server bundle is its container only; the host's is the page renderer.
    entry: isHost ? { main: './src/server.tsx' } : {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      // The shell's assets are served from /; a remote's are set at run time (runtime/server-plugin.js).
      publicPath: isHost ? '/' : '',
      uniqueName: `${name}-server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    // `./x` resolves to `./x.server.ts` where one exists: the server's own implementation of a
    // module whose browser one needs the DOM (mf-blog's article sanitiser).
    resolve: { extensions: ['.server.tsx', '.server.ts', '.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: { rules: moduleRules(dev, { emitFiles: false }) },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shareStrategy: 'loaded-first',
        shared: sharedModules(dir),
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), require.resolve('./runtime/server-plugin.js')],
      }),
    ],
    optimization: { runtimeChunk: false, moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

module.exports = { serverConfig };
