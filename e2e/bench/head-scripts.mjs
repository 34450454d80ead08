/**
 * The same site with its scripts started from the head, as before the gateway's script loader
 * (packages/gateway/src/document/script-loader.js): a `defer` script and low-priority preload hints. A proxy
 * in front of the running site rewrites each page, so both ways are measured on one build in one
 * run, and the bench prints them side by side.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const { SCRIPT_LIST, SCRIPT_LOADER_TAG, readScriptList } = require('@agency/gateway/script-loader');

/** A page with the loader's list turned back into tags in the head. */
export function withHeadScripts(html) {
  const match = SCRIPT_LIST.exec(html);
  const list = readScriptList(html);
  if (!match || !list) return html;
  const { scripts, preload, fetch } = list;
  const tags = [
    ...scripts.map((src) => `<script defer src="${src}"></script>`),
    ...preload.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${href}">`),
    ...fetch.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${href}">`),
  ].join('');
  return html.replace(match[0], tags).replace(SCRIPT_LOADER_TAG, '');
}

/** The page's bytes in and out of its content encoding, so the page travels as compressed as the site sends it. */
const CODECS = {
  br: [zlib.brotliDecompressSync, zlib.brotliCompressSync],
  gzip: [zlib.gunzipSync, zlib.gzipSync],
  identity: [(b) => b, (b) => b],
};

/**
 * Forwards everything to `siteUrl` as it is, except that each page goes through `rewrite`
 * (withHeadScripts; `(html) => html` for the same detour without the change).
 */
export function serveRewritten(siteUrl, port, rewrite = withHeadScripts) {
  const target = new URL(siteUrl);
  const server = http.createServer((req, res) => {
    const upstream = http.request({ hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      const codec = CODECS[String(answer.headers['content-encoding'] ?? 'identity')];
      if (!String(answer.headers['content-type'] ?? '').startsWith('text/html') || !codec) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const [decode, encode] = codec;
        const body = encode(Buffer.from(rewrite(decode(Buffer.concat(chunks)).toString('utf8'))));
        const rest = { ...answer.headers };
        delete rest['content-length'];
        delete rest.etag;
        res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': body.length });
        res.end(body);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
