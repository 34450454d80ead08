-- Entitlements not only from payments: staff may grant one (with who and why), and revocations
-- say who revoked. A payment still grants at most one entitlement: payment_reference stays UNIQUE,
-- and PostgreSQL's UNIQUE lets the staff grants without a payment (NULL) coexist.
ALTER TABLE entitlements ALTER COLUMN payment_reference DROP NOT NULL;
ALTER TABLE entitlements ADD COLUMN IF NOT EXISTS source text NOT NULL DEFAULT 'payment' CHECK (source IN ('payment', 'staff'));
ALTER TABLE entitlements ADD COLUMN IF NOT EXISTS granted_by text;
ALTER TABLE entitlements ADD COLUMN IF NOT EXISTS grant_reason text;
ALTER TABLE entitlements ADD COLUMN IF NOT EXISTS revoked_by text;
-- A payment's entitlement names its payment; a staff grant names who made it and why.
ALTER TABLE entitlements ADD CONSTRAINT entitlements_source_detail_check CHECK (
  (source = 'payment' AND payment_reference IS NOT NULL) OR (source = 'staff' AND granted_by IS NOT NULL AND grant_reason IS NOT NULL)
);
