import { HttpException, HttpStatus } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
// multer's storage interface is typed with express's request (@types/multer); multer reads the Node request.
import type { Request } from 'express';
import type multer from 'multer';

/** How many first bytes of a file are kept in memory for the type check (file-types.ts). */
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

/**
 * multer storage that streams each file to `dir` (never into memory), counts the bytes of all
 * files together and stops the upload once they pass `maxTotalBytes`. The caller owns `dir` and
 * removes it when the request is over, whatever happened.
 */
export class TempDirStorage implements multer.StorageEngine {
  private total = 0;

  constructor(
    private readonly dir: string,
    private readonly maxTotalBytes: number,
    private readonly tooLarge: () => Error,
  ) {}

  _handleFile(_req: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<UploadedFile>) => void): void {
    const target = path.join(this.dir, randomUUID());
    const heads: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, next) => {
        size += chunk.length;
        this.total += chunk.length;
        if (this.total > this.maxTotalBytes) return next(this.tooLarge());
        if (headLength < HEAD_BYTES) {
          heads.push(chunk.subarray(0, HEAD_BYTES - headLength));
          headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
        }
        next(null, chunk);
      },
    });
    pipeline(file.stream, counter, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 })).then(
      () => callback(null, { path: target, size, head: Buffer.concat(heads) }),
      (error: unknown) => fs.rm(target, { force: true }, () => callback(error)),
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    fs.rm(file.path, { force: true }, () => callback(null));
  }
}
