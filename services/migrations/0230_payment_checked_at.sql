-- When the provider was last asked about a payment by a visitor's verify or a provider's
-- notification (src/payments/check-window.ts): at most one such question per payment per window,
-- whichever replica takes it, so nobody can make us call Pesapal or MoMo as fast as they send
-- requests, or fill payment_events with checks.
ALTER TABLE payments ADD COLUMN IF NOT EXISTS checked_at timestamptz;
