-- The back office (issue 20): a status per inquiry and contact message, staff notes, and the audit
-- log of every staff action. Nothing here is ever deleted by the API; notes and audit rows are
-- append-only.
ALTER TABLE motion_inquiries ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'in_progress', 'done'));
ALTER TABLE contact_messages ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'in_progress', 'done'));

-- The lists page newest first by (created_at, id): the cursor is that pair.
CREATE INDEX IF NOT EXISTS motion_inquiries_newest_idx ON motion_inquiries (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS contact_messages_newest_idx ON contact_messages (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS payments_newest_idx ON payments (created_at DESC, reference DESC);

-- A note a staff member wrote on an inquiry, a message or a payment (subject_id: its id or reference).
CREATE TABLE IF NOT EXISTS staff_notes (
  id uuid PRIMARY KEY,
  subject_type text NOT NULL CHECK (subject_type IN ('inquiry', 'message', 'payment')),
  subject_id text NOT NULL,
  author text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS staff_notes_subject_idx ON staff_notes (subject_type, subject_id, created_at);

-- Who did what, when: status changes, notes, file downloads, provider checks, grants and revocations.
CREATE TABLE IF NOT EXISTS staff_audit (
  id bigserial PRIMARY KEY,
  actor text NOT NULL,
  action text NOT NULL,
  subject_type text NOT NULL,
  subject_id text NOT NULL,
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS staff_audit_subject_idx ON staff_audit (subject_type, subject_id, id);
