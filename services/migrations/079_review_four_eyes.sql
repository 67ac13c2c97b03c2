-- The rest of the review queue (issue 34, docs/review-queue.md): four-eyes approvals are items of
-- their own kind, naming who asked (the server refuses their own approval, the console offers none);
-- the per-company four-eyes setting lives with the queue. The applicant's items are read by session
-- (the review bar on every applicant page, the history): an index of their own.
ALTER TABLE review_items DROP CONSTRAINT IF EXISTS review_items_kind_check;
ALTER TABLE review_items ADD CONSTRAINT review_items_kind_check
  CHECK (kind IN ('idv_selfie', 'idv_check', 'watchlist', 'high_risk', 'approval'));
ALTER TABLE review_items ADD COLUMN requested_by bigint;
CREATE INDEX review_items_session ON review_items (company_id, session_uuid);

CREATE TABLE review_settings (
  company_id bigint PRIMARY KEY,
  four_eyes  boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE review_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON review_settings
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
