/** Metadata: the route's stable name in the keys' table. */
export const IDEMPOTENT_ROUTE = 'idempotent:route';
