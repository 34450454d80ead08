-- No customer's money is lost (issue 48): the paying number is kept with the payment (staff search
-- it), the plain-words reason of a failure is what the visitor is shown, and the completion time
-- bounds the reconciler's watch for reversals.
ALTER TABLE payments ADD COLUMN IF NOT EXISTS msisdn text;
ALTER TABLE payments ADD COLUMN IF NOT EXISTS status_message text;
ALTER TABLE payments ADD COLUMN IF NOT EXISTS completed_at timestamptz;
UPDATE payments SET completed_at = updated_at WHERE status = 'COMPLETED' AND completed_at IS NULL;
CREATE INDEX IF NOT EXISTS payments_msisdn_idx ON payments (msisdn);

-- The first answer to a request sent with an Idempotency-Key (src/common/idempotency): one row per
-- caller, route and key, shared by every API replica. `body` is NULL while the first request runs.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_created_idx ON idempotency_keys (created_at);
