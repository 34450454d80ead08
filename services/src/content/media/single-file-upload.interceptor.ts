import { BadRequestException, HttpException, HttpStatus, Injectable, UnsupportedMediaTypeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import fs from 'node:fs/promises';
import path from 'node:path';
import { lastValueFrom, of, type Observable } from 'rxjs';
import multer from 'multer';
import { AppConfig } from '../../config/app-config';
import { fieldsWithReplacement, NOT_UTF8 } from '../../common/utf8-text';
import { InputValidationException } from '../../common/validation';
import { watchPartHeaders } from '../../inquiries/part-headers';
import { readHead, requestFolderStorage, setUploadFolder, type UploadedFile } from '../../inquiries/upload-storage';

/** Room for the text fields and the multipart framing on top of the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** A staff upload's request once its form is read: the text fields as its body, the file beside them. */
export type SingleFileRequest = Request & { file?: UploadedFile };

/** 413 in the one error shape, naming the `file` field so the editor shows it under the picker. */
export class FileTooLarge extends HttpException {
  constructor(maxBytes: number) {
    const message = `The file must be ${Math.round(maxBytes / (1024 * 1024))} MB or smaller`;
    super({ message, errors: { file: [message] } }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

const MULTER_CODES: multer.ErrorCode[] = ['LIMIT_FILE_SIZE', 'LIMIT_FILE_COUNT', 'LIMIT_UNEXPECTED_FILE', 'LIMIT_FIELD_VALUE', 'LIMIT_PART_COUNT', 'LIMIT_FIELD_KEY', 'LIMIT_FIELD_COUNT'];
const MULTER_MESSAGES = MULTER_CODES.map((code) => [code, new multer.MulterError(code).message] as const);

/**
 * One file in the field `file` plus a few text fields, read the way the inquiries' form is read
 * (multer on disk in a temporary folder of the request, removed when the request is over; the
 * part-header watch; a declared length over the limit refused before a byte is read), with this
 * route's own size limit. Subclasses only say the limit.
 */
export abstract class SingleFileUploadInterceptor implements NestInterceptor {
  private readonly files: NestInterceptor;

  protected constructor(
    private readonly config: AppConfig,
    private readonly maxBytes: number,
  ) {
    const Files = FileInterceptor('file');
    this.files = new Files({
      storage: requestFolderStorage(),
      preservePath: true,
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 4 * 1024, parts: 6 },
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<SingleFileRequest>();
    const res = http.getResponse<Response>();
    if (Number(req.headers['content-length'] ?? 0) > this.maxBytes + FORM_OVERHEAD_BYTES) {
      res.setHeader('Connection', 'close');
      throw new FileTooLarge(this.maxBytes);
    }
    const coding = String(req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (coding !== 'identity') {
      res.setHeader('Connection', 'close');
      throw new UnsupportedMediaTypeException('An upload is read as sent: a Content-Encoding is not accepted.');
    }
    const incoming = path.join(this.config.uploadsDir, '.incoming');
    await fs.mkdir(incoming, { recursive: true });
    const dir = await fs.mkdtemp(path.join(incoming, 'content-'));
    setUploadFolder(req, dir);
    try {
      const parts = watchPartHeaders(req);
      let handled: Observable<unknown>;
      try {
        handled = await this.files.intercept(context, next);
      } catch (error) {
        throw parts.broken ? new BadRequestException('The upload could not be read: a part of the form has broken headers.') : this.describe(error);
      }
      if (parts.broken) throw new BadRequestException('The upload could not be read: a part of the form has broken headers.');
      const unreadable = fieldsWithReplacement(req.body);
      if (req.file?.originalname.includes('\uFFFD')) unreadable.push('file');
      if (unreadable.length > 0) throw new InputValidationException(Object.fromEntries(unreadable.map((field) => [field, [NOT_UTF8]])));
      if (!req.file) throw new InputValidationException({ file: ['Choose a file to upload'] });
      req.file.head = await readHead(req.file.path);
      // The handler runs inside, while the temporary file still exists.
      return of(await lastValueFrom(handled, { defaultValue: undefined }));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  private describe(error: unknown): HttpException {
    if (!(error instanceof HttpException)) return new BadRequestException('The upload could not be read. Please try again.');
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? '');
    const found = MULTER_MESSAGES.find(([, text]) => message === text || message.startsWith(`${text} - `));
    if (!found) return error.getStatus() === 400 ? new BadRequestException('The upload could not be read. Please try again.') : error;
    switch (found[0]) {
      case 'LIMIT_FILE_SIZE':
        return new FileTooLarge(this.maxBytes);
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_UNEXPECTED_FILE':
        return new InputValidationException({ file: ['Send one file, in the "file" field'] });
      case 'LIMIT_FIELD_VALUE':
        return new InputValidationException({ form: ['A value is too long'] });
      default:
        return new BadRequestException('The form has too many parts.');
    }
  }
}

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const RESOURCE_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** A content image: at most 8 MB. */
@Injectable()
export class ContentImageUpload extends SingleFileUploadInterceptor {
  constructor(config: AppConfig) {
    super(config, IMAGE_MAX_BYTES);
  }
}

/** A resource file: at most 20 MB. */
@Injectable()
export class ContentFileUpload extends SingleFileUploadInterceptor {
  constructor(config: AppConfig) {
    super(config, RESOURCE_FILE_MAX_BYTES);
  }
}
