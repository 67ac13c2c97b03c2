-- The review queue at 100,000 open items (issue 34, docs/review-queue.md "What to measure"): every
-- page of the queue counted its open items three times (its total, by kind, by assignee: 35–70 ms of
-- PostgreSQL per page at 20,000 items, seconds under load at 100,000), and "Next item" walked past
-- every item already assigned before it found a free one.
--
-- Counts are kept instead, per company × status × kind × form type × assignee (with the name the
-- items carry, so the count by assignee names them as the list does), by statement-level triggers on
-- review_items itself, from their transition tables: right after any write (the inline projection,
-- an erasure's purge, a rebuild's DELETE and replay), in the writer's transaction, and nothing else
-- has to know. A page sums a few dozen rows.
--
-- Why two tables: a single row per key would be a lock every "Next item" takes (the company's
-- unassigned count goes down in each claim) and an import chunk holds until its commit; claims would
-- queue behind each other and behind the import. So writers only INSERT their net change into
-- review_item_count_changes (no row is shared, nothing waits), and once a company has 64 changes
-- the writer that sees it folds them into review_item_counts (one row per key). Only one transaction
-- folds a company at a time (a try-lock: the others go on without folding), so no two writers ever
-- wait for the same row. A reader sums both tables in one statement: the same figure before and
-- after a fold commits.
CREATE TABLE review_item_counts (
  company_id    bigint NOT NULL,
  status        text NOT NULL,
  kind          text NOT NULL,
  form_type     text,
  assigned_to   bigint,
  assigned_name text,
  n             bigint NOT NULL,
  CONSTRAINT review_item_counts_key UNIQUE NULLS NOT DISTINCT
    (company_id, status, kind, form_type, assigned_to, assigned_name)
);
CREATE TABLE review_item_count_changes (
  company_id    bigint NOT NULL,
  status        text NOT NULL,
  kind          text NOT NULL,
  form_type     text,
  assigned_to   bigint,
  assigned_name text,
  n             bigint NOT NULL
);
CREATE INDEX review_item_count_changes_company ON review_item_count_changes (company_id, status);

ALTER TABLE review_item_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_item_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON review_item_counts
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
ALTER TABLE review_item_count_changes ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_item_count_changes FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON review_item_count_changes
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));

-- Moves a company's changes into its counts (zero counts go). The DELETE takes only changes
-- committed before it (or the caller's own), so a change committed meanwhile stays to be summed.
CREATE FUNCTION review_item_counts_fold(company bigint) RETURNS void LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM review_item_count_changes WHERE company_id = company
    RETURNING company_id, status, kind, form_type, assigned_to, assigned_name, n)
  INSERT INTO review_item_counts AS c (company_id, status, kind, form_type, assigned_to, assigned_name, n)
  SELECT company_id, status, kind, form_type, assigned_to, assigned_name, sum(n) FROM moved
   GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0
  ON CONFLICT ON CONSTRAINT review_item_counts_key DO UPDATE SET n = c.n + EXCLUDED.n;
  DELETE FROM review_item_counts WHERE company_id = company AND n = 0;
$$;

-- One function for the three triggers: + for rows inserted, - for rows deleted, and for an update
-- the net change per key (a claim: -1 unassigned, +1 the assignee; a refreshed reason: nothing).
CREATE FUNCTION review_item_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched bigint[];
  company bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH added AS (
      INSERT INTO review_item_count_changes (company_id, status, kind, form_type, assigned_to, assigned_name, n)
      SELECT company_id, status, kind, form_type, assigned_to, assigned_name, count(*) FROM new_rows
       GROUP BY 1, 2, 3, 4, 5, 6
      RETURNING company_id)
    SELECT array_agg(DISTINCT company_id) INTO touched FROM added;
  ELSIF TG_OP = 'DELETE' THEN
    WITH added AS (
      INSERT INTO review_item_count_changes (company_id, status, kind, form_type, assigned_to, assigned_name, n)
      SELECT company_id, status, kind, form_type, assigned_to, assigned_name, -count(*) FROM old_rows
       GROUP BY 1, 2, 3, 4, 5, 6
      RETURNING company_id)
    SELECT array_agg(DISTINCT company_id) INTO touched FROM added;
  ELSE
    WITH added AS (
      INSERT INTO review_item_count_changes (company_id, status, kind, form_type, assigned_to, assigned_name, n)
      SELECT company_id, status, kind, form_type, assigned_to, assigned_name, sum(n) FROM (
        SELECT company_id, status, kind, form_type, assigned_to, assigned_name, 1 AS n FROM new_rows
        UNION ALL
        SELECT company_id, status, kind, form_type, assigned_to, assigned_name, -1 FROM old_rows) x
       GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0
      RETURNING company_id)
    SELECT array_agg(DISTINCT company_id) INTO touched FROM added;
  END IF;
  FOREACH company IN ARRAY coalesce(touched, '{}') LOOP
    IF (SELECT count(*) FROM (SELECT 1 FROM review_item_count_changes WHERE company_id = company LIMIT 64) x) = 64
       AND pg_try_advisory_xact_lock(hashtextextended('review_item_counts:' || company, 0)) THEN
      PERFORM review_item_counts_fold(company);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER review_item_counts_insert AFTER INSERT ON review_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_item_counts_apply();
CREATE TRIGGER review_item_counts_update AFTER UPDATE ON review_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_item_counts_apply();
CREATE TRIGGER review_item_counts_delete AFTER DELETE ON review_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_item_counts_apply();

-- Items stored before this migration (as the owner, every tenant).
SELECT set_config('app.company_id', '*', true);
INSERT INTO review_item_counts (company_id, status, kind, form_type, assigned_to, assigned_name, n)
SELECT company_id, status, kind, form_type, assigned_to, assigned_name, count(*) FROM review_items
 GROUP BY 1, 2, 3, 4, 5, 6;

-- The page's rows: one index per way the list is read, each in the list's order (created_at, id), so
-- a page is the first LIMIT entries after OFFSET, never a sort of every match. The list's own index
-- carries the filter columns, so the page's ids come from the index alone (an index-only scan, also
-- for a deep OFFSET) and only the page's 25 rows are read from the table.
DROP INDEX review_items_queue;
CREATE INDEX review_items_list ON review_items (company_id, status, created_at, id)
  INCLUDE (kind, form_type, assigned_to);
-- "Next item" and assignee=unassigned: only unassigned open items, oldest first. An item leaves it
-- when claimed, so a claim no longer walks past every item already taken.
CREATE INDEX review_items_claimable ON review_items (company_id, created_at, id)
  INCLUDE (kind, form_type) WHERE status = 'open' AND assigned_to IS NULL;
-- assignee=mine or a colleague: their few items, not a walk through everyone's.
CREATE INDEX review_items_assigned ON review_items (company_id, assigned_to, created_at, id)
  INCLUDE (kind, form_type) WHERE status = 'open' AND assigned_to IS NOT NULL;
-- kind=…: a rare kind (four-eyes approvals, selfie matches) without walking every open item.
CREATE INDEX review_items_open_kind ON review_items (company_id, kind, created_at, id)
  INCLUDE (form_type, assigned_to) WHERE status = 'open';
