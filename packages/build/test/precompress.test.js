const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { MIN_BYTES } = require('@agency/workspace');
const { precompressPlugins } = require('../precompress');
const { compile } = require('./support/compile');

const fixture = path.join(__dirname, 'fixtures', 'hints');

async function build(outDir, plugins) {
  await compile({
    mode: 'production',
    context: fixture,
    entry: { main: './src/index.js' },
    output: { path: outDir, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins,
  });
  return fs.readdirSync(outDir).sort();
}

describe('pre-compressed copies of a production build', () => {
  let out;
  let plain;
  let files;
  let plainFiles;
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    plain = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-plain-'));
    files = await build(out, precompressPlugins());
    plainFiles = await build(plain, []);
  }, 60_000);
  afterAll(() => {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(plain, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy of every script that holds the same bytes', () => {
    const scripts = files.filter((f) => f.endsWith('.js') && fs.statSync(path.join(out, f)).size >= MIN_BYTES);
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const script of scripts) {
      const bytes = fs.readFileSync(path.join(out, script));
      expect(files).toContain(`${script}.br`);
      expect(files).toContain(`${script}.gz`);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, `${script}.br`))).equals(bytes)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(out, `${script}.gz`))).equals(bytes)).toBe(true);
      // Brotli at its best setting: smaller than the gzip copy.
      expect(fs.statSync(path.join(out, `${script}.br`)).size).toBeLessThan(fs.statSync(path.join(out, `${script}.gz`)).size);
    }
  });

  it('leaves the scripts and their names as they are', () => {
    expect(files.filter((f) => !/\.(br|gz)$/.test(f))).toEqual(plainFiles);
    for (const f of plainFiles) expect(fs.readFileSync(path.join(out, f)).equals(fs.readFileSync(path.join(plain, f)))).toBe(true);
  });

  it('makes no copy of a file too small to gain from it', () => {
    const small = files.filter((f) => !/\.(br|gz)$/.test(f) && fs.statSync(path.join(out, f)).size < MIN_BYTES);
    expect(small.length).toBeGreaterThanOrEqual(1);
    for (const f of small) expect(files).not.toContain(`${f}.br`);
  });
});
