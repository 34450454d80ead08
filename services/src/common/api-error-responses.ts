import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from './error-body.dto';

/**
 * The error answers of a route, each in the one error shape, with what it means on this route:
 * `@ApiErrors({ 400: 'Messages per field in errors', 404: 'Unknown payment' })`.
 */
export function ApiErrors(descriptions: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503, string>>) {
  return applyDecorators(
    ...Object.entries(descriptions).map(([status, description]) => ApiResponse({ status: Number(status), description, type: ErrorBodyDto })),
  );
}
