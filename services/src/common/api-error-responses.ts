import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from './error-body.dto';

/**
 * The error answers of a route, each in the one error shape, with what it means on this route:
 * `@ApiErrors({ 400: 'Messages per field in errors', 404: 'Unknown payment' })`. The answers every
 * route of its kind gives (415 on a body route, 403 cross-site, ...) are added to the contract by
 * contract/common-answers.ts, after the meaning given here.
 */
export function ApiErrors(descriptions: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 502 | 503, string>>) {
  return applyDecorators(
    ...Object.entries(descriptions).map(([status, description]) => ApiResponse({ status: Number(status), description, type: ErrorBodyDto })),
  );
}
