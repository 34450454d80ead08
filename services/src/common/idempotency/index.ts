export { Idempotent } from './idempotent.decorator';
export { IdempotencyInterceptor } from './idempotency.interceptor';
export { IdempotencyStore } from './idempotency-store';
export { claimedKeyOf } from './claimed-key';
