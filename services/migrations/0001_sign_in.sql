-- Users are known by their e-mail address only (spec 3: the session user is an e-mail).
CREATE TABLE users (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);

-- One live code per address: a new request replaces the old row. Only a hash is kept.
CREATE TABLE sign_in_codes (
  email text PRIMARY KEY,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
