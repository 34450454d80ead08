-- The reconciler's schedule lives in payment_checks (0210): payments.check_count and the index on
-- payments.next_check_at were left unused by it (the index cost every payment write). next_check_at
-- stays: the trigger of 0210 reads it as the first check's time.
DROP INDEX IF EXISTS payments_pending_due_idx;
ALTER TABLE payments DROP COLUMN IF EXISTS check_count;
