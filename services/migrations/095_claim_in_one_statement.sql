-- "Next item" in one round trip (issue 34, docs/review-queue.md "What to measure"). A claim was a
-- transaction of five round trips (BEGIN with the tenant, the locking SELECT, the event's append, the
-- projection's UPDATE, COMMIT). On this kind of machine each round trip costs both processes a
-- socket write and a wake-up of the other, and those, not the statements, were most of a claim's
-- CPU: 20 staff pressing "Next item" one after another waited on each other's round trips.
--
-- review_claim_next does the whole claim as one statement, which PostgreSQL runs as its own
-- transaction: it pins the tenant first (row-level security then holds as in Database.tx), locks the
-- oldest unassigned open item the caller may decide (rows another claim holds are skipped, not
-- waited for), appends ReviewItemAssigned to the item's stream exactly as EventStore.append does
-- (stream version bumped, no wake-up notice: no reader after the commit handles it, migration 088),
-- and applies the event to review_items with the projection's own statement
-- (review_item_assigned, also called by the inline projection, so a rebuild from the log writes the
-- same row). The caller draws the event's id and time and builds its metadata. The claim's commit
-- does not wait for its WAL flush (below, and docs/review-queue.md).
--
-- Who may decide what (who-may-decide.ts `mayDecide`, as SQL): a company admin every item but a
-- four-eyes approval they asked for; anyone else only items not escalated, of a kind their
-- permissions cover (IDV items and approvals by form type).

CREATE FUNCTION review_item_assigned(item uuid, assignee bigint, assignee_name text, at timestamptz)
RETURNS void LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  -- PL/pgSQL, not SQL: its plan is kept for the connection, where a SQL function's is made per call.
  UPDATE review_items SET assigned_to = assignee, assigned_name = assignee_name, assigned_at = at
   WHERE id = item;
END $$;

CREATE FUNCTION review_claim_next(
  company bigint,
  is_admin boolean,
  forms text[],
  may_watchlist boolean,
  may_high_risk boolean,
  me bigint,
  me_name text,
  new_event_id uuid,
  claimed_at text,
  event_metadata jsonb
) RETURNS SETOF review_items
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
DECLARE
  item review_items;
  stream text;
  stream_version bigint;
  reviewer jsonb := jsonb_build_object('id', me, 'name', me_name);
BEGIN
  PERFORM set_config('app.company_id', company::text, true);
  PERFORM set_config('app.events_wake', 'off', true);
  -- Not waiting for the commit's WAL flush (as an import chunk does): a crash within a moment of a
  -- claim may forget the claim whole (the item waits unassigned again, its event gone with it),
  -- never half of it. An assignment is who works on what next, not a decision; decisions commit
  -- synchronously. 20 staff pressing "Next item" would otherwise wait for each other's flushes.
  PERFORM set_config('synchronous_commit', 'off', true);

  SELECT * INTO item FROM review_items r
   WHERE r.company_id = company AND r.status = 'open' AND r.assigned_to IS NULL
     AND (r.requested_by IS NULL OR r.requested_by <> me)
     AND (is_admin OR (NOT r.escalated AND (
            (r.kind IN ('idv_selfie', 'idv_check') AND r.form_type = ANY (forms))
         OR (r.kind = 'watchlist' AND may_watchlist)
         OR (r.kind = 'high_risk' AND may_high_risk)
         OR (r.kind = 'approval' AND (r.form_type IS NULL OR r.form_type = ANY (forms))))))
   ORDER BY r.created_at, r.id
   LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    RETURN;
  END IF;

  stream := 'review-item-' || item.id;
  INSERT INTO streams AS s (stream_id, company_id, version) VALUES (stream, company, 1)
  ON CONFLICT (stream_id) DO UPDATE SET version = s.version + 1, updated_at = now()
  RETURNING s.version INTO stream_version;
  INSERT INTO events (stream_id, stream_version, company_id, event_id, type, data, metadata)
  VALUES (stream, stream_version, company, new_event_id, 'ReviewItemAssigned',
          jsonb_build_object('itemId', item.id, 'sessionUuid', item.session_uuid, 'assignee', reviewer,
                             'by', reviewer, 'claimed', true, 'at', claimed_at),
          event_metadata);

  PERFORM review_item_assigned(item.id, me, me_name, claimed_at::timestamptz);
  item.assigned_to := me;
  item.assigned_name := me_name;
  item.assigned_at := claimed_at::timestamptz;
  RETURN NEXT item;
END $$;
