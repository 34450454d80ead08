-- Inquiries the chat assistant passes to a person (issue 62): marked by their source, with the
-- visitor's phone and the conversation's transcript. One inquiry per conversation, whatever the
-- retries: assistant_conversation is unique. The motion form's own fields do not apply to them,
-- so the deadline may be empty (the form still requires it).
ALTER TABLE motion_inquiries ADD COLUMN IF NOT EXISTS source text NOT NULL DEFAULT 'form'
  CHECK (source IN ('form', 'assistant'));
ALTER TABLE motion_inquiries ADD COLUMN IF NOT EXISTS phone text;
ALTER TABLE motion_inquiries ADD COLUMN IF NOT EXISTS transcript jsonb;
ALTER TABLE motion_inquiries ADD COLUMN IF NOT EXISTS assistant_conversation text UNIQUE;
ALTER TABLE motion_inquiries ALTER COLUMN deadline DROP NOT NULL;
