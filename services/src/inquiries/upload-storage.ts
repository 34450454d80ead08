import { HttpException, HttpStatus } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import multer from 'multer';

/** How many first bytes of a file are read for the type check (file-types.ts). */
export const HEAD_BYTES = 1024;

/** One received file: on disk in the request's temporary folder, under a server-made name. */
export interface UploadedFile {
  /** The name as the visitor's computer had it (UTF-8), never used as a path. */
  originalname: string;
  fieldname: string;
  size: number;
  /** Where it lies now: `<request temp folder>/<uuid>`. */
  path: string;
  /** Its first bytes, for the type check. */
  head: Buffer;
}

/** 413 naming the files field, so the form shows it under the file picker. */
export class PayloadTooLargeFiles extends HttpException {
  constructor(message: string) {
    super({ message, errors: { files: [message] } }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

/** The temporary folder of each request being uploaded (the interceptor makes and removes it). */
const folders = new WeakMap<IncomingMessage, string>();

export function setUploadFolder(req: IncomingMessage, dir: string): void {
  folders.set(req, dir);
}

/**
 * multer's disk storage: each file streamed (never held in memory) into its request's own
 * temporary folder, under a random name, so a client's file name is never a path.
 */
export function requestFolderStorage(): multer.StorageEngine {
  return multer.diskStorage({
    destination: (req, _file, callback) => {
      const dir = folders.get(req);
      if (dir) callback(null, dir);
      else callback(new Error('no upload folder for this request'), '');
    },
    filename: (_req, _file, callback) => callback(null, randomUUID()),
  });
}

/** The first bytes of a received file, for the type check. */
export async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
