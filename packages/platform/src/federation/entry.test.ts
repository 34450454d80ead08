/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { entryFromManifest, entryUrlOf } from './entry';

const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };

describe('a remote named by its manifest', () => {
  it('finds the entry next to the manifest, on its own origin too', () => {
    const page = 'https://nyota.example/blog';
    expect(entryUrlOf('/remotes/blog/20260101T000000Z-abcdef12/mf-manifest.json', manifest, page)).toBe(
      'https://nyota.example/remotes/blog/20260101T000000Z-abcdef12/remoteEntry.js',
    );
    expect(entryUrlOf('https://cdn.example.com/blog/mf-manifest.json', { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js' } } }, page)).toBe(
      'https://cdn.example.com/blog/js/remoteEntry.js',
    );
  });

  it('refuses an entry outside the manifest’s folder', () => {
    for (const name of ['//evil.example/x.js', '../x.js', 'https://evil.example/x.js']) {
      expect(() => entryUrlOf('/remotes/blog/mf-manifest.json', { metaData: { remoteEntry: { name, path: '' } } }, 'https://nyota.example/')).toThrow('outside its folder');
    }
    expect(() => entryUrlOf('/remotes/blog/mf-manifest.json', { metaData: { remoteEntry: { name: 'x.js', path: '../../admin' } } }, 'https://nyota.example/')).toThrow('outside its folder');
  });

  it('refuses a manifest that names no entry', () => {
    expect(() => entryUrlOf('/remotes/blog/mf-manifest.json', { metaData: {} }, 'https://nyota.example/')).toThrow('/remotes/blog/mf-manifest.json names no remoteEntry');
    expect(() => entryUrlOf('/remotes/blog/mf-manifest.json', '<html>', 'https://nyota.example/')).toThrow('names no remoteEntry');
  });

  describe('read over HTTP', () => {
    let server: http.Server;
    let base: string;
    const hits: Record<string, number> = {};
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        const url = req.url ?? '';
        hits[url] = (hits[url] ?? 0) + 1;
        // The first answer of /flaky is a server error; /gone is never there.
        if (url.startsWith('/flaky') && hits[url] === 1) return void res.writeHead(503).end();
        if (url.startsWith('/gone')) return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('tries a server error again and then finds the entry', async () => {
      await expect(entryFromManifest('/flaky/mf-manifest.json', base)).resolves.toBe(`${base}flaky/remoteEntry.js`);
      expect(hits['/flaky/mf-manifest.json']).toBe(2);
    });

    it('gives up at once on a manifest that is not there', async () => {
      await expect(entryFromManifest('/gone/mf-manifest.json', base)).rejects.toThrow('HTTP 404');
      expect(hits['/gone/mf-manifest.json']).toBe(1);
    });
  });
});
