-- Every mail is stored here first and sent by a worker (src/jobs/job-worker.ts) with retries, so a
-- mail server that is down loses nothing. The job columns (status .. done_at) are the worker's
-- convention: any table with them can be worked the same way.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  to_address text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  -- Cleared once sent: a sign-in code must not outlive its delivery here.
  body_text text,
  body_html text,
  outbox_note text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (run_at) WHERE status = 'pending';
