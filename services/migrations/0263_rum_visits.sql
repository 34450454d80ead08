-- Each report's visit (issue 60): the random id in the signed visit token of the page that sent it
-- (packages/server-kit/src/page-token.js), nothing about the visitor. A remote's view is counted
-- once per visit, its errors are capped per visit, and the canary watcher needs a number of
-- distinct visits before it decides. Rows stored before this have none.
ALTER TABLE rum_events ADD COLUMN visit text;
CREATE UNIQUE INDEX rum_events_one_view_per_visit ON rum_events (visit, remote) WHERE kind = 'view';
CREATE INDEX rum_events_visit ON rum_events (visit);
