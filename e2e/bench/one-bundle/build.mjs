import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');

/**
 * Builds the site's pages as ONE bundle, no module federation (./index.tsx), with the loaders and
 * production settings of the apps' own factory (packages/build), so the bench can weigh what
 * federation costs: first-load JS of `/` composed against the same page from this bundle.
 */
export async function buildOneBundle(outDir) {
  const webpack = require(require.resolve('webpack', { paths: [path.join(root, 'packages', 'build')] }));
  const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [path.join(root, 'packages', 'build')] }));
  const { moduleRules } = require(path.join(root, 'packages', 'build', 'webpack.js'));
  const config = {
    mode: 'production',
    context: here,
    entry: { main: './index.tsx' },
    output: { path: outDir, publicPath: '/', filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', assetModuleFilename: 'assets/[name].[contenthash:8][ext]', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: { rules: moduleRules(false) },
    plugins: [new HtmlWebpackPlugin({ template: path.join(root, 'shell', 'public', 'index.html'), scriptLoading: 'defer', minify: true })],
    optimization: { moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-only',
  };
  await new Promise((resolve, reject) =>
    webpack(config, (err, stats) => (err || stats.hasErrors() ? reject(err || new Error(stats.toString('errors-only'))) : resolve())),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = path.join(here, '..', '.one-bundle-dist');
  await buildOneBundle(out);
  console.log(`one bundle built in ${out}`);
}
