CREATE TABLE motion_inquiries (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  business_name text NOT NULL,
  project_type text NOT NULL,
  platforms jsonb NOT NULL,
  duration text NOT NULL,
  needs_script boolean NOT NULL,
  deadline date NOT NULL,
  budget_range text NOT NULL,
  additional_details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Files live on disk under uploads/inquiries/<inquiry_id>/<stored_name>; the client's name is
-- kept (sanitised) for people reading the inquiry, never used as a path.
CREATE TABLE motion_inquiry_files (
  id uuid PRIMARY KEY,
  inquiry_id uuid NOT NULL REFERENCES motion_inquiries (id) ON DELETE CASCADE,
  stored_name text NOT NULL,
  original_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX motion_inquiry_files_inquiry ON motion_inquiry_files (inquiry_id);
