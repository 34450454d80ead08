-- What visitors' browsers report per remote version (services/src/rum): page views, uncaught
-- errors, failed remote loads and Core Web Vitals. Counts and figures only: no address, no
-- cookie, no user agent, no error text, and the route is cut to its first segment.
CREATE TABLE rum_events (
  at timestamptz NOT NULL DEFAULT now(),
  remote text NOT NULL,
  version text NOT NULL,
  route text NOT NULL,
  kind text NOT NULL,
  value double precision
);
CREATE INDEX rum_events_remote_at ON rum_events (remote, at);
