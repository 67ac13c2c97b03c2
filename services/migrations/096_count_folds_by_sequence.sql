-- When the queue's kept counts fold (migration 087), decided by a sequence instead of a count
-- (issue 34, docs/review-queue.md "What to measure"). Every write to review_items asked whether its
-- company had 64 changes waiting, by counting up to 64 of them through the changes' index; a fold
-- deletes them, and until vacuum passes the index still walks the deleted ones. At 20 staff pressing
-- "Next item" without a pause that question became 0.4 ms of the claim's 1.5 ms in PostgreSQL.
--
-- Now each change row draws a number from a sequence, and the writer that draws a multiple of 64
-- folds its company's changes (still one folder at a time: a try-lock, the others go on). A company
-- writing alone folds exactly as before, at most 63 changes waiting; among busy companies a quiet
-- one folds at its own 64th draw on average. Nothing else changes: readers sum both tables.
ALTER TABLE review_item_count_changes ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;

CREATE OR REPLACE FUNCTION review_item_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  due bigint[];
  company bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH added AS (
      INSERT INTO review_item_count_changes (company_id, status, kind, form_type, assigned_to, assigned_name, n)
      SELECT company_id, status, kind, form_type, assigned_to, assigned_name, count(*) FROM new_rows
       GROUP BY 1, 2, 3, 4, 5, 6
      RETURNING company_id, seq)
    SELECT array_agg(DISTINCT company_id) FILTER (WHERE seq % 64 = 0) INTO due FROM added;
  ELSIF TG_OP = 'DELETE' THEN
    WITH added AS (
      INSERT INTO review_item_count_changes (company_id, status, kind, form_type, assigned_to, assigned_name, n)
      SELECT company_id, status, kind, form_type, assigned_to, assigned_name, -count(*) FROM old_rows
       GROUP BY 1, 2, 3, 4, 5, 6
      RETURNING company_id, seq)
    SELECT array_agg(DISTINCT company_id) FILTER (WHERE seq % 64 = 0) INTO due FROM added;
  ELSE
    WITH added AS (
      INSERT INTO review_item_count_changes (company_id, status, kind, form_type, assigned_to, assigned_name, n)
      SELECT company_id, status, kind, form_type, assigned_to, assigned_name, sum(n) FROM (
        SELECT company_id, status, kind, form_type, assigned_to, assigned_name, 1 AS n FROM new_rows
        UNION ALL
        SELECT company_id, status, kind, form_type, assigned_to, assigned_name, -1 FROM old_rows) x
       GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0
      RETURNING company_id, seq)
    SELECT array_agg(DISTINCT company_id) FILTER (WHERE seq % 64 = 0) INTO due FROM added;
  END IF;
  FOREACH company IN ARRAY coalesce(due, '{}') LOOP
    IF pg_try_advisory_xact_lock(hashtextextended('review_item_counts:' || company, 0)) THEN
      PERFORM review_item_counts_fold(company);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
