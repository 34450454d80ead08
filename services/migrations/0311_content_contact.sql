-- The agency's contact details become content staff publish (a new phone number without a
-- release): the kind `contact`, one entry only, always published. The unique index keeps it to one
-- entry whatever two editors do at once (the editor answers 409 first, content-editor.service.ts).
-- The entry is imported once from packages/server-kit/src/agency-facts.json as it was when the
-- details moved to the API (phones without their links: the API makes them from the numbers),
-- published at revision 1 by 'seed'.
ALTER TABLE content_entries DROP CONSTRAINT IF EXISTS content_entries_kind_check;
ALTER TABLE content_entries ADD CONSTRAINT content_entries_kind_check
  CHECK (kind IN ('article', 'case-study', 'resource', 'testimonial', 'statistic', 'service', 'contact'));
CREATE UNIQUE INDEX content_entries_one_contact ON content_entries (kind) WHERE kind = 'contact';
INSERT INTO content_entries (id, kind, slug, status, revision, published_revision, sort_order, author, updated_by) VALUES ('seed-contact-agency', 'contact', 'agency', 'published', 1, 1, 0, 'seed', 'seed');
INSERT INTO content_revisions (entry_id, revision, slug, fields, saved_by) VALUES ('seed-contact-agency', 1, 'agency', '{"email":"hello@nyotacreative.com","location":"Kampala, Uganda","phones":[{"country":"Rwanda","countryCode":"RW","display":"+250 788 412 630"},{"country":"Rwanda","countryCode":"RW","display":"+250 722 905 118"},{"country":"Uganda","countryCode":"UG","display":"+256 772 601 944"}],"mainLine":"+256 772 601 944","whatsapp":"+256 772 601 944","offices":[{"locality":"Kampala","country":"UG","phone":"+256 772 601 944"},{"locality":"Kigali","country":"RW","phone":"+250 788 412 630"}],"socials":{"facebook":"https://www.facebook.com/nyotacreative","instagram":"https://www.instagram.com/nyotacreative","linkedin":"https://www.linkedin.com/company/nyotacreative"}}'::jsonb, 'seed');
