-- Issue 60. `one_time_hold`: the payer (lower-case e-mail: the account's, else the one typed) of an
-- open payment for a one-time item. The partial unique index lets one such payment per payer and
-- item be PENDING at a time, on every replica and both databases: two simultaneous initiates cannot
-- both start one (the second insert finds the first and is answered 409).
ALTER TABLE payments ADD COLUMN IF NOT EXISTS one_time_hold text;
CREATE UNIQUE INDEX IF NOT EXISTS payments_one_time_pending_idx ON payments (item_key, one_time_hold)
  WHERE status = 'PENDING' AND one_time_hold IS NOT NULL;

-- `attempt_key`: the caller's scope and Idempotency-Key of the request that started the payment. A
-- request whose answer failed (the provider's 5xx) and is sent again with its key finds its first
-- attempt here and goes on with it (same merchant reference) instead of starting a second order.
ALTER TABLE payments ADD COLUMN IF NOT EXISTS attempt_key text;
CREATE UNIQUE INDEX IF NOT EXISTS payments_attempt_key_idx ON payments (attempt_key) WHERE status = 'PENDING' AND attempt_key IS NOT NULL;

-- A guest payment (no account) belongs to nobody's dashboard until its e-mail has signed in with its
-- code (PaymentsRepository.attachGuestPayments). Those whose address signed in after paying are
-- attached now, as that sign-in would have done.
UPDATE payments p SET account_email = lower(p.email)
 WHERE p.account_email IS NULL
   AND EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(p.email) AND u.last_sign_in_at >= p.created_at);
