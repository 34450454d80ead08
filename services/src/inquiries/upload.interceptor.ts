import { BadRequestException, HttpException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor, type OnModuleInit } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import { lastValueFrom, of, type Observable } from 'rxjs';
import multer from 'multer';
import { AppConfig } from '../config/app-config';
import { InputValidationException } from '../common/validation';
import { PayloadTooLargeFiles, TempDirStorage, type UploadedFile } from './upload-storage';

/** Room for the form's text fields and the multipart framing on top of the files. */
const FORM_OVERHEAD_BYTES = 2 * 1024 * 1024;

/** The inquiry's request once its form is read: the text fields as its body, the files beside them. */
export type UploadRequest = FastifyRequest & { files?: UploadedFile[] };

/**
 * Reads a multipart form: text fields into the request's body, files streamed to a temporary folder of
 * this request (`<uploads>/.incoming/<random>`), which is removed when the request is over,
 * whatever happened (accepted files were moved out by then). Limits stop the upload early; a
 * request that announces more than the total limit is refused before a byte is read.
 */
@Injectable()
export class InquiryUploadInterceptor implements NestInterceptor, OnModuleInit {
  constructor(private readonly config: AppConfig) {}

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
    const reply = http.getResponse<FastifyReply>();
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > this.config.uploadMaxTotalBytes + FORM_OVERHEAD_BYTES) {
      // The body is not read: the connection closes after the answer.
      reply.header('Connection', 'close');
      throw this.totalTooLarge();
    }
    await fs.mkdir(this.incomingDir, { recursive: true });
    const dir = await fs.mkdtemp(path.join(this.incomingDir, 'req-'));
    try {
      // multer reads the Node request's stream, which fastify left unread (json-body.ts), and puts
      // the fields and files on it; the route's pipes read the fastify request's body.
      const raw = req.raw as typeof req.raw & { body?: unknown; files?: UploadedFile[] };
      await new Promise<void>((resolve, reject) =>
        this.upload(dir)(raw as never, reply.raw as never, (error: unknown) => (error ? reject(this.describe(error)) : resolve())),
      );
      req.body = raw.body;
      req.files = raw.files;
      return of(await lastValueFrom(next.handle(), { defaultValue: undefined }));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  private upload(dir: string) {
    const c = this.config;
    return multer({
      storage: new TempDirStorage(dir, c.uploadMaxTotalBytes, () => this.totalTooLarge()),
      // Keep the client's full name so a name with folders is refused, not silently cut down.
      preservePath: true,
      // Browsers send file names as UTF-8 bytes; busboy would read them as Latin-1 ("rÃ©sumÃ©").
      defParamCharset: 'utf8',
      limits: {
        fileSize: c.uploadMaxBytes,
        files: c.uploadMaxFiles,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: 20 + c.uploadMaxFiles,
      },
    }).array('files', c.uploadMaxFiles);
  }

  private totalTooLarge(): HttpException {
    return new PayloadTooLargeFiles(`The files together must be ${Math.round(this.config.uploadMaxTotalBytes / (1024 * 1024))}MB or smaller`);
  }

  private describe(error: unknown): HttpException {
    if (error instanceof HttpException) return error;
    const megabytes = Math.round(this.config.uploadMaxBytes / (1024 * 1024));
    if (error instanceof multer.MulterError) {
      switch (error.code) {
        case 'LIMIT_FILE_SIZE':
          return new PayloadTooLargeFiles(`Each file must be ${megabytes}MB or smaller`);
        case 'LIMIT_FILE_COUNT':
          return new InputValidationException({ files: [`Attach at most ${this.config.uploadMaxFiles} files`] });
        case 'LIMIT_UNEXPECTED_FILE':
          return new InputValidationException({
            [error.field ?? 'files']: [
              error.field === 'files' ? `Attach at most ${this.config.uploadMaxFiles} files` : 'Files must be sent in the "files" field',
            ],
          });
        case 'LIMIT_FIELD_VALUE':
          return new InputValidationException({ [error.field ?? 'form']: ['This value is too long'] });
        default:
          return new BadRequestException('The form has too many parts.');
      }
    }
    return new BadRequestException('The upload could not be read. Please try again.');
  }
}
