-- One work queue (issue 34, docs/review-queue.md): what needs a person, projected from the events
-- that raise it (a selfie match in review, a failed or inconclusive document check, unreviewed
-- watchlist matches, unreviewed high-risk findings) and closed by the event that decides it.
-- Assignment is kept here too, from the queue's own events. A closed item stays as history; an item
-- raised again for the same thing is a new row (one open row per key: the partial unique index).
CREATE TABLE review_items (
  id            uuid PRIMARY KEY,
  company_id    bigint NOT NULL,
  item_key      text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('idv_selfie', 'idv_check', 'watchlist', 'high_risk')),
  session_uuid  uuid NOT NULL,
  form_type     text CHECK (form_type IN ('ADMISSIONS', 'FINANCIAL_AID')),
  -- Why it is here, as codes only (check names, list entry ids, reason codes, risk level): no personal data.
  reason_codes  text[] NOT NULL DEFAULT '{}',
  score         numeric,
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  escalated     boolean NOT NULL DEFAULT false,
  assigned_to   bigint,
  assigned_name text,
  assigned_at   timestamptz,
  created_at    timestamptz NOT NULL,
  closed_at     timestamptz,
  closed_by     text,
  outcome       text
);
CREATE UNIQUE INDEX review_items_open_key ON review_items (company_id, item_key) WHERE status = 'open';
-- Closed items by key: a re-import asks whether the same findings were already decided (per row of a chunk).
CREATE INDEX review_items_key ON review_items (company_id, item_key);
-- "Next item": the oldest unassigned open item of a tenant.
CREATE INDEX review_items_queue ON review_items (company_id, created_at, id) WHERE status = 'open';

ALTER TABLE review_items ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_items FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON review_items
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
