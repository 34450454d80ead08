-- The reconciler's queue (src/payments/payment-reconciler.ts), worked by the shared JobWorker
-- (src/jobs/job-worker.ts) like the mail outbox: one row per payment to ask the provider about, its
-- id the payment's reference. A trigger enqueues every new PENDING payment in the same
-- transaction as the payment itself, so no payment is ever left without its check.
CREATE TABLE IF NOT EXISTS payment_checks (
  id text PRIMARY KEY REFERENCES payments (reference) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE INDEX IF NOT EXISTS payment_checks_due ON payment_checks (run_at) WHERE status = 'pending';

CREATE OR REPLACE FUNCTION enqueue_payment_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_checks (id, run_at) VALUES (NEW.reference, NEW.next_check_at) ON CONFLICT (id) DO NOTHING;
  RETURN NEW;
END
$$;
CREATE TRIGGER payments_enqueue_check AFTER INSERT ON payments FOR EACH ROW WHEN (NEW.status = 'PENDING') EXECUTE FUNCTION enqueue_payment_check();

-- Payments already pending when this runs keep their schedule.
INSERT INTO payment_checks (id, run_at, attempts)
SELECT reference, next_check_at, check_count FROM payments WHERE status = 'PENDING'
ON CONFLICT (id) DO NOTHING;
