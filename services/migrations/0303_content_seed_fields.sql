-- Two fields of the spec's content that the first import left out (issue 59): an article's read
-- time as the spec gives it ("5 min read") and a case study's client (the spec's Project.client,
-- which names the work's organisation in the page's structured data). Only the seed's own
-- revision 1 is filled, and only where staff have not set the field.
UPDATE content_revisions SET fields = fields || '{"readingTime": "5 min read"}'::jsonb WHERE entry_id = 'seed-article-ai-in-modern-branding' AND revision = 1 AND saved_by = 'seed' AND NOT fields ? 'readingTime';
UPDATE content_revisions SET fields = fields || '{"readingTime": "4 min read"}'::jsonb WHERE entry_id = 'seed-article-creating-memorable-brand-experiences' AND revision = 1 AND saved_by = 'seed' AND NOT fields ? 'readingTime';
UPDATE content_revisions SET fields = fields || '{"readingTime": "6 min read"}'::jsonb WHERE entry_id = 'seed-article-data-driven-design-decisions' AND revision = 1 AND saved_by = 'seed' AND NOT fields ? 'readingTime';
UPDATE content_revisions SET fields = fields || '{"readingTime": "4 min read"}'::jsonb WHERE entry_id = 'seed-article-future-of-motion-graphics' AND revision = 1 AND saved_by = 'seed' AND NOT fields ? 'readingTime';
UPDATE content_revisions SET fields = fields || '{"client": "Ukweli Africa"}'::jsonb WHERE entry_id = 'seed-case-study-ukweli' AND revision = 1 AND saved_by = 'seed' AND NOT fields ? 'client';
UPDATE content_revisions SET fields = fields || '{"client": "Green Wave Farm"}'::jsonb WHERE entry_id = 'seed-case-study-greenwave' AND revision = 1 AND saved_by = 'seed' AND NOT fields ? 'client';
UPDATE content_revisions SET fields = fields || '{"client": "Sunharvest"}'::jsonb WHERE entry_id = 'seed-case-study-sunharvest' AND revision = 1 AND saved_by = 'seed' AND NOT fields ? 'client';
UPDATE content_revisions SET fields = fields || '{"client": "Urban Pulse"}'::jsonb WHERE entry_id = 'seed-case-study-urban-pulse' AND revision = 1 AND saved_by = 'seed' AND NOT fields ? 'client';
UPDATE content_revisions SET fields = fields || '{"client": "Money and Markets Uganda"}'::jsonb WHERE entry_id = 'seed-case-study-money-and-markets-uganda' AND revision = 1 AND saved_by = 'seed' AND NOT fields ? 'client';
UPDATE content_revisions SET fields = fields || '{"client": "EchoTech Environmental Solutions"}'::jsonb WHERE entry_id = 'seed-case-study-echotech' AND revision = 1 AND saved_by = 'seed' AND NOT fields ? 'client';
UPDATE content_revisions SET fields = fields || '{"client": "Slum Life Survival"}'::jsonb WHERE entry_id = 'seed-case-study-sls' AND revision = 1 AND saved_by = 'seed' AND NOT fields ? 'client';
