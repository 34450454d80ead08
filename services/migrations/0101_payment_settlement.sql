-- Settlement without the browser: the reconciler's schedule per payment, the account a signed-in
-- buyer's entitlement belongs to, and revocation of entitlements on reversal (kept as history).
ALTER TABLE payments ADD COLUMN IF NOT EXISTS account_email text;
ALTER TABLE payments ADD COLUMN IF NOT EXISTS next_check_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE payments ADD COLUMN IF NOT EXISTS check_count integer NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS payments_pending_due_idx ON payments (next_check_at) WHERE status = 'PENDING';
CREATE INDEX IF NOT EXISTS payments_account_email_idx ON payments (lower(account_email));

ALTER TABLE entitlements ADD COLUMN IF NOT EXISTS revoked_at timestamptz;
ALTER TABLE entitlements ADD COLUMN IF NOT EXISTS revoked_reason text;
