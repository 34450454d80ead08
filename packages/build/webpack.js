'use strict';
const path = require('path');
const fs = require('fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { swcOptions } = require('./swc');
const { StartupFilesPlugin } = require('./startup-files-plugin');
const { sharedModules } = require('./shared');
const { serverConfig } = require('./server-config');
const { DEV_PORTS, devServerPort } = require('./dev-ports');
const { RemoteContractPlugin } = require('./contract-plugin');
const { defaultToolchain } = require('./toolchain');
const { CompileHintsPlugin } = require('./compile-hints-plugin');
const { VendorChunksGuardPlugin, vendorCacheGroups } = require('./vendor-chunks');
const { precompressPlugins } = require('./precompress');
const { ImportMetaUrlPlugin } = require('./import-meta-url-plugin');
const { RetryChunkLoadPlugin } = require('webpack-retry-chunk-load-plugin');

/** What a page's host (the shell, or a remote's own dev server) hands to the remotes it loads: its federation runtime-core. */
const PROVIDE_RUNTIME = [path.join(__dirname, 'runtime', 'provide-runtime-core-plugin.mjs')];
/** The waits before a chunk that did not arrive is asked for again (the page's script loader uses the same for the main script). */
const CHUNK_RETRY_DELAYS_MS = [1000, 3000];

/**
 * Loaders shared by the browser and the server bundles, so both compile the same code alike.
 * @param {boolean} dev
 * @param {{ emitFiles?: boolean }} [options]
 * @returns {import('webpack').RuleSetRule[]}
 */
function moduleRules(dev, { emitFiles = true } = {}) {
  // The server bundle needs the URLs of assets (the same as the browser's), not a second copy of the files.
  /** @param {{ filename?: string }} [generator] */
  const resource = (generator = {}) => ({ type: 'asset/resource', generator: { ...generator, emit: emitFiles } });
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: { loader: 'swc-loader', options: swcOptions({ development: dev }) },
    },
    { test: /\.css$/, type: 'asset/source' },
    { test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i, ...resource() },
    { test: /\.(woff2?|ttf|otf)$/i, ...resource({ filename: 'fonts/[name].[contenthash:8][ext]' }) },
    // The design system's typefaces, cut to the characters and weights the site draws (the loader says which).
    { test: /\.woff2$/i, include: /[\\/]@fontsource-variable[\\/]/, use: { loader: require.resolve('@agency/ui/build/font-subset-loader.js') } },
    // Documents and media keep a readable name: visitors download them.
    { test: /\.(pdf|mp4|webm|vtt|docx|xlsx|zip|mjs\.asset)$/i, ...resource({ filename: 'media/[name].[contenthash:8][ext]' }) },
  ];
}

/**
 * One factory for the shell (host) and every remote, so all of them share the same
 * loaders, the same singletons and the same federation runtime settings. Each app builds a
 * browser bundle (dist/) and a server bundle (dist/server/, ./server-config.js) that the gateway
 * renders pages with.
 *
 * @param {object} o
 * @param {string} o.dir       the app's folder (__dirname of its webpack.config.js)
 * @param {string} o.name      the federation name (shell, marketing, portfolio, blog, commerce, assistant)
 * @param {'host'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]
 * @param {string} [o.title]   document title of the app's own page
 * The function returned takes webpack's (env, argv) and, third, the toolchain to build with
 * (./toolchain.js; this repository's by default).
 */
function createWebpackConfig({ dir, name, kind, exposes = {}, title }) {
  /**
   * @param {{ WEBPACK_SERVE?: boolean }} [env]
   * @param {{ mode?: string }} [argv]
   * @param {import('./toolchain').Toolchain} [toolchain]
   */
  return (env = {}, argv = {}, toolchain = defaultToolchain()) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const browser = browserConfig({ dir, name, kind, exposes, title, mode, serving: Boolean(env.WEBPACK_SERVE), toolchain });
    // A remote's standalone dev server (webpack serve) needs the browser bundle only.
    if (env.WEBPACK_SERVE) return browser;
    return [browser, serverConfig({ dir, name, kind, exposes, mode, moduleRules, toolchain })];
  };
}

/**
 * What the browser and the server bundle of an app are built from.
 * @typedef {object} AppBuild
 * @property {string} dir
 * @property {string} name
 * @property {'host'|'remote'} kind
 * @property {Record<string, string>} exposes
 * @property {'development'|'production'} mode
 * @property {import('./toolchain').Toolchain} toolchain
 */

/** @param {AppBuild & { title?: string, serving: boolean }} o */
function browserConfig({ dir, name, kind, exposes, title, mode, serving, toolchain }) {
  const { ModuleFederationPlugin } = toolchain;
  const dev = mode === 'development';
  const isHost = kind === 'host';
  const publicDir = path.join(dir, 'public');
  const template = path.join(publicDir, 'index.html');
  const hasOtherPublicFiles = fs.existsSync(publicDir) && fs.readdirSync(publicDir).some((f) => f !== 'index.html');

  /** @type {import('webpack').Configuration} */
  const config = {
    name: 'browser',
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      // A remote's chunks are fetched relative to wherever its manifest is served, so a remote
      // can be moved to another path or origin without rebuilding anything.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The server bundle (dist/server) is built after this one and cleans its own folder.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
    },
    module: { rules: moduleRules(dev) },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        // 'version-first' would fetch every remote's entry at start-up, so one remote
        // that is down would break the whole page.
        shareStrategy: 'loaded-first',
        shared: sharedModules(dir),
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        // A remote's own dev server is the page's host: it provides its runtime to the other
        // remotes it loads (the production builds of a site on :3000), as the shell does.
        runtimePlugins: isHost ? [require.resolve('./runtime/resilience-plugin.js'), ...PROVIDE_RUNTIME] : serving ? PROVIDE_RUNTIME : [],
        // One federation runtime-core per page, as module federation documents it: the shell provides
        // its runtime-core and each remote's entry uses it instead of carrying its own copy. Each
        // remote keeps its own bundler runtime (the part tied to its webpack and federation
        // versions), so a remote can be built with another minor or patch version than the shell
        // (e2e/tests/platform/version-skew.spec.ts). A remote's standalone dev server (webpack
        // serve) has no shell around it and keeps its own runtime.
        experiments: {
          ...(!isHost && !serving ? { externalRuntime: true } : {}),
          // A browser build runs only in a browser: the runtime's Node paths (loading a remote
          // with fetch + vm, the Node environment checks) are dropped at build time.
          // The shell reads no manifest through the runtime: the page's inlined map names each
          // remote's entry, and a manifest URL is read by the shell's own loader
          // (packages/platform/src/federation/entry.ts), so the runtime's snapshot code is left out.
          optimization: { target: 'web', ...(isHost ? { disableSnapshot: true } : {}) },
        },
      }),
      ...(fs.existsSync(template)
        ? [
            new HtmlWebpackPlugin({
              template,
              title: title || name,
              chunks: ['main'],
              scriptLoading: 'defer',
              minify: !dev,
            }),
          ]
        : []),
      // A chunk whose script did not arrive (a phone on a mobile network drops a request now and
      // then, or a preload failed and the browser handed its failure to the script) is asked for
      // again after 1 s and 3 s, with a query so the browser does not reuse the failed answer. Below
      // the federation runtime: a shared module (react, in vendor.js) whose chunk failed once stays
      // failed in the runtime's share scope, and asking for the page's bootstrap again then waited
      // for ever (seen in Chromium). After the last retry the failure reaches the caller: a remote
      // shows its "Try again" (RemoteMount), the shell's start-up tells the visitor (shell/src/index.ts).
      new RetryChunkLoadPlugin({ maxRetries: CHUNK_RETRY_DELAYS_MS.length, retryDelay: `function (attempt) { return ${JSON.stringify(CHUNK_RETRY_DELAYS_MS)}[attempt - 1]; }` }),
      new VendorChunksGuardPlugin(),
      // No `file:///` address of the build machine in a browser bundle (import-meta-url-plugin.js).
      new ImportMetaUrlPlugin(),
      ...(isHost ? [new StartupFilesPlugin()] : []),
      // V8 compiles the start-up chunks on its streaming thread instead of function by function on the main thread.
      ...(dev ? [] : [new CompileHintsPlugin()]),
      // mf-contract.json from the types; a production build fails on a broken remote contract.
      ...(dev ? [] : [new RemoteContractPlugin({ dir, name, exposes, providesShared: isHost, federationRuntime: toolchain.federationVersion })]),
      ...(hasOtherPublicFiles
        ? [new CopyPlugin({ patterns: [{ from: publicDir, globOptions: { ignore: ['**/index.html'] } }] })]
        : []),
      // .br and .gz beside every text file, served as they are (precompress.js).
      ...(dev ? [] : precompressPlugins()),
    ],
    optimization: {
      // The federation runtime must be one per page; a separate runtime chunk would be loaded twice.
      runtimeChunk: false,
      // The shared libraries every page loads, as two chunks (vendor-chunks.js).
      splitChunks: { cacheGroups: vendorCacheGroups() },
      moduleIds: dev ? 'named' : 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: {
      // Checked only when serving: a build never listens.
      port: serving ? devServerPort(name) : DEV_PORTS[name],
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // A standalone remote reaches the API, and the other remotes of a composed site running
      // on :3000 (npm start), so cross-remote modules such as the payment dialog work too.
      proxy: [
        { context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT || 3100}` },
        { context: ['/remotes.json', '/remotes/'], target: `http://127.0.0.1:${process.env.SITE_PORT || 3000}` },
      ],
      client: { overlay: { warnings: false, errors: true } },
    },
  };
  return config;
}

module.exports = { createWebpackConfig, moduleRules, DEV_PORTS };
