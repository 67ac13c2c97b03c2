-- Imports that survive crashes (issue 18): why a failed import stopped, whether Resume can continue
-- it (its encrypted upload is kept), and how often it was resumed (after lost workers or by users).
ALTER TABLE imports
  ADD COLUMN failure_code text,
  ADD COLUMN resumable boolean NOT NULL DEFAULT false,
  ADD COLUMN resumes integer NOT NULL DEFAULT 0;

-- The recovery sweep reads the open imports of every tenant every few seconds.
CREATE INDEX imports_open ON imports (created_at) WHERE status IN ('queued', 'running');
