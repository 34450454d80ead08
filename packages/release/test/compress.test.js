'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { compressDir } = require('../src/compress');
const { tempDir } = require('./helpers');

describe('pre-compression', () => {
  let dir;
  beforeEach(() => {
    dir = tempDir('gz');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('writes .gz and .br beside text files that decode to the same bytes', () => {
    const js = 'const message = "Nyota Creative";\n'.repeat(200);
    fs.mkdirSync(path.join(dir, 'sub'));
    fs.writeFileSync(path.join(dir, 'sub', 'main.1234abcd.js'), js);
    const stats = compressDir(dir);
    expect(stats).toMatchObject({ files: 1, written: 2 });
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'sub', 'main.1234abcd.js.gz'))).toString()).toBe(js);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'sub', 'main.1234abcd.js.br'))).toString()).toBe(js);
    expect(stats.brotliBytes).toBeLessThan(stats.bytes);
  });

  test('leaves images, tiny files and up-to-date copies alone', () => {
    fs.writeFileSync(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 1));
    fs.writeFileSync(path.join(dir, 'tiny.json'), '{"a":1}');
    fs.writeFileSync(path.join(dir, 'index.html'), '<p>hello</p>'.repeat(100));
    expect(compressDir(dir).written).toBe(2);
    expect(fs.readdirSync(dir).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz', 'photo.webp', 'tiny.json']);
    expect(compressDir(dir).written).toBe(0);
  });

  test('a changed file gets fresh compressed copies', () => {
    const file = path.join(dir, 'remoteEntry.js');
    fs.writeFileSync(file, 'var a = 1;\n'.repeat(100));
    compressDir(dir);
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(file, 'var b = 2;\n'.repeat(100));
    fs.utimesSync(file, later, later);
    expect(compressDir(dir).written).toBe(2);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toContain('var b = 2;');
  });
});
