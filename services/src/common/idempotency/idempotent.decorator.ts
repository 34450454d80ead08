import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../error-body.dto';
import { IdempotencyInterceptor } from './idempotency.interceptor';

export { IDEMPOTENT_ROUTE } from './idempotent-route';
import { IDEMPOTENT_ATOMIC, IDEMPOTENT_ROUTE } from './idempotent-route';

export interface IdempotentOptions {
  /**
   * The key's claim, the handler's writes and its first answer in one database transaction (a unit
   * of work): a replica killed halfway leaves neither, so a retry on another replica does the work
   * once, at once. For handlers that only write to the database (and queue mail); not for one that
   * calls an outside service it cannot take back (a payment provider): those keep the claim row
   * (409 while it runs).
   */
  atomic?: boolean;
}

/**
 * Makes a write route idempotent by the `Idempotency-Key` header (./README.md). `route` names it
 * in the keys' table (a stable name: renaming the method must not free used keys). On a route with
 * an upload interceptor, put this decorator above that interceptor's, so the body is read first.
 */
export function Idempotent(route: string, options: IdempotentOptions = {}) {
  return applyDecorators(
    SetMetadata(IDEMPOTENT_ROUTE, route),
    SetMetadata(IDEMPOTENT_ATOMIC, options.atomic === true),
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'One key per attempt (a UUID). The same key with the same body gets the first answer again and does the work once; with another body 422; while the first request runs 409. Kept 24 h.',
    }),
    ApiResponse({ status: 422, description: 'This Idempotency-Key was already used for a different request.', type: ErrorBodyDto }),
  );
}
