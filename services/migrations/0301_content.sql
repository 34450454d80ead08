-- Content edited by staff (issue 59, docs/decisions/content-in-the-api.md): one row per item of a
-- kind, one row per save, the old slugs that redirect, and the change counter the gateways follow.
CREATE TABLE content_entries (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('article', 'case-study', 'resource', 'testimonial', 'statistic', 'service')),
  slug text NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'scheduled', 'published', 'archived')),
  publish_at timestamptz,
  revision integer NOT NULL,
  published_revision integer,
  -- The revision a schedule publishes at publish_at (the published one, if any, stays public until then).
  scheduled_revision integer,
  sort_order integer NOT NULL DEFAULT 0,
  author text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL,
  UNIQUE (kind, slug)
);
-- The scheduler's query: what is due now.
CREATE INDEX content_entries_due ON content_entries (publish_at) WHERE status = 'scheduled';
CREATE INDEX content_entries_kind_order ON content_entries (kind, sort_order);

CREATE TABLE content_revisions (
  entry_id text NOT NULL REFERENCES content_entries(id),
  revision integer NOT NULL,
  slug text NOT NULL,
  fields jsonb NOT NULL,
  saved_by text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entry_id, revision)
);
CREATE INDEX content_revisions_slug ON content_revisions (slug);

CREATE TABLE content_slugs (
  kind text NOT NULL,
  slug text NOT NULL,
  entry_id text NOT NULL REFERENCES content_entries(id),
  PRIMARY KEY (kind, slug)
);

CREATE TABLE content_changes (
  n bigserial PRIMARY KEY,
  tags text[] NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
