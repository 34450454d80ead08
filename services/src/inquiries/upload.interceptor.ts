import { BadRequestException, HttpException, HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { AppConfig } from '../config/app-config';
import { InputValidationException } from '../common/validation';

/**
 * Reads a multipart form into memory (files in `req.files`), so a refused request leaves nothing
 * on disk: files are written only after every check passed. Limits end the upload early.
 */
@Injectable()
export class InquiryUploadInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<ReturnType<typeof multer>['array']>;

  constructor(private readonly config: AppConfig) {
    this.upload = multer({
      storage: multer.memoryStorage(),
      // Keep the client's full name so a name with folders is refused, not silently cut down.
      preservePath: true,
      limits: {
        fileSize: config.uploadMaxBytes,
        files: config.uploadMaxFiles,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: 20 + config.uploadMaxFiles,
      },
    }).array('files', config.uploadMaxFiles);
  }

  async intercept(context: ExecutionContext, next: CallHandler) {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(this.describe(error)) : resolve(),
      ),
    );
    return next.handle();
  }

  private describe(error: unknown): HttpException {
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

/** 413 that still names the field, so the form can show it under the file picker. */
class PayloadTooLargeFiles extends HttpException {
  constructor(message: string) {
    super({ message, errors: { files: [message] } }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}
