const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { MIN_BYTES, compressBytes, compressFile } = require('../src/compression');

const text = Buffer.from('<p>Nyota Creative builds brands in Kampala and Kigali.</p>\n'.repeat(40));

describe('the one pre-compressor', () => {
  it('gives a page the same bytes back from both encodings, brotli the smaller', async () => {
    const { br, gzip } = await compressBytes(text);
    expect(zlib.brotliDecompressSync(br).equals(text)).toBe(true);
    expect(zlib.gunzipSync(gzip).equals(text)).toBe(true);
    expect(br.length).toBeLessThan(gzip.length);
  });

  it('writes the copies of a text file beside it, and none for a small file or an image', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-'));
    try {
      const write = (name, bytes) => {
        fs.writeFileSync(path.join(dir, name), bytes);
        return path.join(dir, name);
      };
      const stats = compressFile(write('main.js', text));
      expect(stats).toMatchObject({ files: 1, written: 2 });
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'main.js.br'))).equals(text)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'main.js.gz'))).equals(text)).toBe(true);
      // Fresh copies are not made again.
      expect(compressFile(path.join(dir, 'main.js'))).toMatchObject({ files: 1, written: 0 });
      compressFile(write('tiny.js', Buffer.alloc(MIN_BYTES - 1, 'a')));
      compressFile(write('photo.webp', text));
      expect(fs.readdirSync(dir).sort()).toEqual(['main.js', 'main.js.br', 'main.js.gz', 'photo.webp', 'tiny.js']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
