-- Payments with their state history, and the entitlements completed payments grant.
CREATE TABLE IF NOT EXISTS payments (
  reference text PRIMARY KEY,
  item_key text NOT NULL,
  currency text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  method text NOT NULL,
  provider text NOT NULL,
  provider_ref text,
  status text NOT NULL DEFAULT 'PENDING',
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  confirmation text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS payments_provider_ref_idx ON payments (provider, provider_ref);
CREATE INDEX IF NOT EXISTS payments_email_idx ON payments (lower(email));

CREATE TABLE IF NOT EXISTS payment_events (
  id bigserial PRIMARY KEY,
  reference text NOT NULL REFERENCES payments (reference),
  status text NOT NULL,
  source text NOT NULL,
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS payment_events_reference_idx ON payment_events (reference);

CREATE TABLE IF NOT EXISTS entitlements (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  item_key text NOT NULL,
  payment_reference text NOT NULL UNIQUE REFERENCES payments (reference),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS entitlements_email_idx ON entitlements (lower(email));
