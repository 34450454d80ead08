-- The content's images (issue 59). The media slice owns this file; the content slice carries the
-- same copy so its branch runs on its own (the integrator keeps one).
CREATE TABLE content_images (
  id text PRIMARY KEY,                 -- url-safe: [a-z0-9-]+
  alt text NOT NULL,
  width integer NOT NULL, height integer NOT NULL,
  variants jsonb NOT NULL,             -- [{ "file": "640.webp", "width": 640, "format": "webp" }, ...]
  origin text NOT NULL CHECK (origin IN ('seed', 'upload')),
      -- seed: files in services/assets/content-images/<id>/<file>; upload: <storage dir>/content-images/<id>/<file>
  uploaded_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);
