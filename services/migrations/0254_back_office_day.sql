-- A staff member's day in the back office (issue 54): who owns an inquiry or a message, when each
-- staff member last looked at each list (for "new since my last visit"), and an entitlement granted
-- again by hand after the one a payment bought was revoked. entitlements.payment_reference stays
-- UNIQUE (one entitlement per payment, as the payment flow relies on), so a grant after a
-- revocation is a staff grant of its own, tied to the payment here; the revoked one stays as history.
ALTER TABLE motion_inquiries ADD COLUMN IF NOT EXISTS owner text;
ALTER TABLE contact_messages ADD COLUMN IF NOT EXISTS owner text;

CREATE TABLE IF NOT EXISTS staff_visits (
  staff_email text NOT NULL,
  list text NOT NULL CHECK (list IN ('inquiries', 'messages', 'payments')),
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (staff_email, list)
);

CREATE TABLE IF NOT EXISTS entitlement_regrants (
  entitlement_id bigint PRIMARY KEY REFERENCES entitlements (id),
  payment_reference text NOT NULL REFERENCES payments (reference),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS entitlement_regrants_payment_idx ON entitlement_regrants (payment_reference);
