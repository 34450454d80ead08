import { BadRequestException, type HttpException } from '@nestjs/common';

/**
 * express's router decodes a path parameter with decodeURIComponent; a broken %-escape
 * (`/api/drive/download/%E0%A4%A`) makes it pass a URIError with status 400 on to the error
 * handler. The client gets the API's 400, with a sentence that says what is wrong, not a 500.
 */
export function describeRoutingError(error: unknown): HttpException | undefined {
  if (error instanceof URIError && (error as URIError & { status?: unknown }).status === 400) {
    return new BadRequestException('The address is not valid: it holds a broken %-escape.');
  }
  return undefined;
}
