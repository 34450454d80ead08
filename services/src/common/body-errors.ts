import { BadRequestException, PayloadTooLargeException, type HttpException } from '@nestjs/common';
import { InvalidUtf8Body, NOT_UTF8 } from './utf8-text';
import { InputValidationException } from './validation';

/**
 * express's JSON parser (body-parser) reports a broken or oversized body with its own raw messages
 * ("Unexpected end of JSON input"), and a body that claims a compression it does not have with a
 * bare zlib error (a 500 if passed on); visitors and client developers get a plain sentence and a
 * 4xx instead. Anything else gives undefined (the exception filter answers it with a logged 500).
 */
export function describeBodyError(error: unknown): HttpException | undefined {
  const fields = typeof error === 'object' && error !== null ? (error as { type?: unknown; code?: unknown; status?: unknown }) : {};
  const { type, code, status } = fields;
  if (error instanceof InvalidUtf8Body) {
    if (error.fields.length === 0) return new BadRequestException('The request body is not valid UTF-8.');
    return new InputValidationException(Object.fromEntries(error.fields.map((field) => [field, [NOT_UTF8]])));
  }
  if (type === 'entity.too.large') return new PayloadTooLargeException('The request is too large.');
  if (type === 'entity.parse.failed') return new BadRequestException('The request body is not valid JSON.');
  if (type === 'encoding.unsupported' || (typeof code === 'string' && code.startsWith('Z_'))) {
    return new BadRequestException('The request body could not be read: its Content-Encoding is wrong or unsupported.');
  }
  if ((typeof type === 'string' && type.startsWith('entity.')) || type === 'charset.unsupported' || (typeof status === 'number' && status >= 400 && status < 500)) {
    return new BadRequestException('The request body could not be read.');
  }
  return undefined;
}
