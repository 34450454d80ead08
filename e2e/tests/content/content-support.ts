import { expect, type APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import zlib from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG (a gradient, `width` x `height`, RGB), made here so the upload is a picture the API's
 * sharp decodes in full, not a file from the repository.
 */
export function gradientPng(width = 96, height = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) rows.push(Math.round((255 * x) / width), Math.round((255 * y) / height), 160);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The fields of an article as the API's ArticleFieldsDto takes them. */
export function articleFields(title: string, body: string) {
  return {
    title,
    excerpt: `${title}: a short summary.`,
    body,
    coverImageId: null,
    coverAlt: '',
    author: { name: 'Content Editor', bio: 'Writes for the e2e suite.', photoImageId: null },
    category: 'Testing',
    tags: ['e2e'],
    date: new Date().toISOString().slice(0, 10),
    readingTime: '',
    related: [],
  };
}

/** A new article published through the staff API of `base` (the site's own origin). */
export async function publishArticle(request: APIRequestContext, base: string, token: string, slug: string, title: string, body: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post(`${base}/api/admin/content/article`, { headers, data: { slug, fields: articleFields(title, body) } });
  expect(created.status(), await created.text()).toBe(201);
  const entry = (await created.json()) as { id: string; revision: number };
  const published = await request.post(`${base}/api/admin/content/article/${entry.id}/publish`, { headers, data: { revision: entry.revision } });
  expect(published.status(), await published.text()).toBe(200);
}

/**
 * The API process among the children of a site started by start.js (`node services/dist/main.js`),
 * found by its parent's id: no other process is looked at.
 */
export function apiChildOf(sitePid: number): number {
  const children = fs.readFileSync(`/proc/${sitePid}/task/${sitePid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  const api = children.find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').some((arg) => arg.endsWith('services/dist/main.js')));
  if (!api) throw new Error(`no API process among the children of ${sitePid}`);
  return api;
}
