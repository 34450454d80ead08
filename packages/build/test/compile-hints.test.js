const fs = require('fs');
const os = require('os');
const path = require('path');
const { CompileHintsPlugin, DEFAULT_EXCLUDE, HINT } = require('../compile-hints-plugin');
const { createWebpackConfig } = require('../webpack');
const { compile } = require('./support/compile');

const fixture = path.join(__dirname, 'fixtures', 'hints');

async function build(outDir, plugins = [new CompileHintsPlugin({ exclude: /[\\/]big-lib[\\/]/ })]) {
  const stats = await compile({
    mode: 'production',
    context: fixture,
    entry: { main: './src/index.js' },
    output: { path: outDir, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins,
  });
  return stats.toJson({ assets: true });
}

describe('V8 compile hints on the start-up chunks', () => {
  let out;
  let files;
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    await build(out);
    files = fs.readdirSync(out).filter((f) => f.endsWith('.js'));
  }, 60_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  const read = (prefix) => {
    const name = files.find((f) => f.startsWith(`${prefix}.`));
    if (!name) throw new Error(`no ${prefix} chunk in ${files.join(', ')}`);
    return { name, text: fs.readFileSync(path.join(out, name), 'utf8') };
  };

  it('puts the hint first in a minified chunk, where V8 looks for it', () => {
    const { text } = read('main');
    expect(text.startsWith(HINT)).toBe(true);
    // Minified: the hint is added after the minifier, which drops comments.
    expect(text.split('\n').length).toBeLessThanOrEqual(3);
  });

  it('leaves a chunk with an excluded library to lazy compiling', () => {
    const { text } = read('viewer');
    expect(text).toContain('rendered');
    expect(text).not.toContain('allFunctionsCalledOnLoad');
  });

  it('adds the hint before the content hash is taken: the file name follows the content', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-plain-'));
    try {
      await build(plain, []);
      const plainMain = fs.readdirSync(plain).find((f) => f.startsWith('main.'));
      const plainViewer = fs.readdirSync(plain).find((f) => f.startsWith('viewer.'));
      // The hinted file has another name; the file left as it was keeps its name.
      expect(read('main').name).not.toBe(plainMain);
      expect(read('viewer').name).toBe(plainViewer);
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  }, 60_000);

  it('excludes the PDF viewer by default', () => {
    expect(DEFAULT_EXCLUDE.test(path.join('/app', 'node_modules', 'pdfjs-dist', 'build', 'pdf.mjs'))).toBe(true);
    expect(DEFAULT_EXCLUDE.test(path.join('/app', 'node_modules', 'react-dom', 'index.js'))).toBe(false);
  });

  it('is part of every production browser build, not of development builds', () => {
    const shellDir = path.resolve(__dirname, '..', '..', '..', 'shell');
    const has = (mode) => createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host' })({}, { mode })[0].plugins.some((p) => p instanceof CompileHintsPlugin);
    expect(has('production')).toBe(true);
    expect(has('development')).toBe(false);
  });
});
