import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds the React-only baseline page with the same production settings as the site. */
export async function buildBaseline(outDir) {
  const config = {
    mode: 'production',
    context: here,
    entry: './index.tsx',
    output: { path: outDir, filename: 'main.[contenthash:8].js', clean: true, publicPath: '/' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2020', transform: { react: { runtime: 'automatic' } } } },
          },
        },
      ],
    },
    stats: 'errors-only',
  };
  await new Promise((resolve, reject) =>
    webpack(config, (err, stats) => (err || stats.hasErrors() ? reject(err || new Error(stats.toString('errors-only'))) : resolve())),
  );
  const script = fs.readdirSync(outDir).find((f) => f.endsWith('.js'));
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><script defer src="/${script}"></script></head><body><div id="root"></div></body></html>`,
  );
}
