-- An append whose events no reader after the commit handles (EventStore.append's wakeReaders:
-- false, e.g. "Next item"'s ReviewItemAssigned) sets app.events_wake to 'off' for its insert, and
-- migration 055's trigger then sends no wake-up. Why it matters: PostgreSQL takes one lock for every
-- transaction with a pending notice from its commit until the commit record is flushed, so
-- notifying transactions commit one at a time; 20 staff pressing "Next item" at once queued behind
-- each other's flushes (docs/review-queue.md, "What to measure").
CREATE OR REPLACE FUNCTION notify_events_appended() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  IF current_setting('app.events_wake', true) IS DISTINCT FROM 'off' THEN
    PERFORM pg_notify('verifydesk_events_appended', '');
  END IF;
  RETURN NULL;
END;
$$;
