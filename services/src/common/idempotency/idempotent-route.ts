/** Metadata: the route's stable name in the keys' table. */
export const IDEMPOTENT_ROUTE = 'idempotent:route';
/** Metadata: the claim, the handler's writes and the answer in one transaction (IdempotentOptions.atomic). */
export const IDEMPOTENT_ATOMIC = 'idempotent:atomic';
