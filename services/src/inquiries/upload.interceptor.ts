import { BadRequestException, HttpException, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException, type CallHandler, type ExecutionContext, type NestInterceptor, type OnModuleInit } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import fs from 'node:fs/promises';
import path from 'node:path';
import { lastValueFrom, of, type Observable } from 'rxjs';
import multer from 'multer';
import { AppConfig } from '../config/app-config';
import { NOT_UTF8, fieldsWithReplacement } from '../common/utf8-text';
import { InputValidationException } from '../common/validation';
import { watchPartHeaders } from './part-headers';
import { PayloadTooLargeFiles, readHead, requestFolderStorage, setUploadFolder, type UploadedFile } from './upload-storage';

/** Room for the form's text fields and the multipart framing on top of the files. */
const FORM_OVERHEAD_BYTES = 2 * 1024 * 1024;

/** The inquiry's request once its form is read: the text fields as its body, the files beside them. */
export type UploadRequest = Request & { files?: UploadedFile[] };

/** multer's own message for each of its error codes (Nest's FilesInterceptor answers with it). */
const MULTER_CODES: multer.ErrorCode[] = ['LIMIT_FILE_SIZE', 'LIMIT_FILE_COUNT', 'LIMIT_UNEXPECTED_FILE', 'LIMIT_FIELD_VALUE', 'LIMIT_PART_COUNT', 'LIMIT_FIELD_KEY', 'LIMIT_FIELD_COUNT'];
const MULTER_MESSAGES = MULTER_CODES.map((code) => [code, new multer.MulterError(code).message] as const);

/** A part of the form whose headers could not be read: refused, never stored without it. */
const brokenPart = () => new BadRequestException('The upload could not be read: a part of the form has broken headers (a file name with a line break?).');

/**
 * Reads the inquiry's multipart form with Nest's `FilesInterceptor` (multer, disk storage): the
 * text fields become the request's body, the files are streamed into a temporary folder of this
 * request (`<uploads>/.incoming/<random>`), which is removed when the request is over, whatever
 * happened (accepted files were moved out by then).
 *
 * Limits: a request that announces more than the total is refused before a byte of it is read
 * (and its connection closed); multer stops a file past the size limit and a form past the count
 * limits while it streams; the files together are checked once they are in (a chunked request
 * announces no length). multer's errors are answered in the API's words, under the field they
 * concern, as the form shows them.
 */
@Injectable()
export class InquiryUploadInterceptor implements NestInterceptor, OnModuleInit {
  private readonly files: NestInterceptor;

  constructor(private readonly config: AppConfig) {
    const Files = FilesInterceptor('files');
    this.files = new Files({
      storage: requestFolderStorage(),
      // Keep the client's full name so a name with folders is refused, not silently cut down.
      preservePath: true,
      // Browsers send file names as UTF-8 bytes; busboy would read them as Latin-1 ("rÃ©sumÃ©").
      defParamCharset: 'utf8',
      limits: {
        fileSize: config.uploadMaxBytes,
        files: config.uploadMaxFiles,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: 20 + config.uploadMaxFiles,
      },
    });
  }

  private get incomingDir(): string {
    return path.join(this.config.uploadsDir, '.incoming');
  }

  /** Folders left by a process that was killed mid-upload are removed at start. */
  async onModuleInit(): Promise<void> {
    await fs.rm(this.incomingDir, { recursive: true, force: true });
    await fs.mkdir(this.incomingDir, { recursive: true });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<UploadRequest>();
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > this.config.uploadMaxTotalBytes + FORM_OVERHEAD_BYTES) {
      // The body is not read: the connection closes after the answer.
      http.getResponse<Response>().setHeader('Connection', 'close');
      throw this.totalTooLarge();
    }
    // multer reads the body as sent: a compressed form would be read as its compressed bytes, and a
    // body that only claims a compression would be taken as it is.
    const coding = String(req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (coding !== 'identity') {
      http.getResponse<Response>().setHeader('Connection', 'close');
      throw new UnsupportedMediaTypeException('An upload is read as sent: a Content-Encoding is not accepted.');
    }
    await fs.mkdir(this.incomingDir, { recursive: true });
    const dir = await fs.mkdtemp(path.join(this.incomingDir, 'req-'));
    setUploadFolder(req, dir);
    try {
      // busboy skips a part whose headers it cannot read (a file name with CR LF) without a word.
      const parts = watchPartHeaders(req);
      let handled: Observable<unknown>;
      try {
        handled = await this.files.intercept(context, next);
      } catch (error) {
        throw parts.broken ? brokenPart() : this.describe(error);
      }
      if (parts.broken) throw brokenPart();
      await this.checkReceived(req);
      return of(await lastValueFrom(handled, { defaultValue: undefined }));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * The files together within the total, every text field and file name valid UTF-8 (busboy puts
   * U+FFFD where the bytes could not be read; the agency would get a changed name), and each
   * file's first bytes read for the type check.
   */
  private async checkReceived(req: UploadRequest): Promise<void> {
    const files = req.files ?? [];
    const unreadable = fieldsWithReplacement(req.body);
    if (files.some((file) => file.originalname.includes('\uFFFD'))) unreadable.push('files');
    if (unreadable.length > 0) throw new InputValidationException(Object.fromEntries(unreadable.map((field) => [field, [NOT_UTF8]])));
    if (files.reduce((sum, file) => sum + file.size, 0) > this.config.uploadMaxTotalBytes) throw this.totalTooLarge();
    for (const file of files) file.head = await readHead(file.path);
  }

  private totalTooLarge(): HttpException {
    return new PayloadTooLargeFiles(`The files together must be ${Math.round(this.config.uploadMaxTotalBytes / (1024 * 1024))}MB or smaller`);
  }

  /** multer's error, as Nest's FilesInterceptor passed it on, in the API's words. */
  private describe(error: unknown): HttpException {
    if (!(error instanceof HttpException)) return new BadRequestException('The upload could not be read. Please try again.');
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? '');
    const found = MULTER_MESSAGES.find(([, text]) => message === text || message.startsWith(`${text} - `));
    if (!found) return error instanceof PayloadTooLargeException || error.getStatus() !== 400 ? error : new BadRequestException('The upload could not be read. Please try again.');
    const [code, text] = found;
    const field = message.length > text.length ? message.slice(text.length + 3) : undefined;
    const megabytes = Math.round(this.config.uploadMaxBytes / (1024 * 1024));
    switch (code) {
      case 'LIMIT_FILE_SIZE':
        return new PayloadTooLargeFiles(`Each file must be ${megabytes}MB or smaller`);
      case 'LIMIT_FILE_COUNT':
        return new InputValidationException({ files: [`Attach at most ${this.config.uploadMaxFiles} files`] });
      case 'LIMIT_UNEXPECTED_FILE':
        return new InputValidationException({
          [field ?? 'files']: [field === 'files' ? `Attach at most ${this.config.uploadMaxFiles} files` : 'Files must be sent in the "files" field'],
        });
      case 'LIMIT_FIELD_VALUE':
        return new InputValidationException({ [field ?? 'form']: ['This value is too long'] });
      default:
        return new BadRequestException('The form has too many parts.');
    }
  }
}
