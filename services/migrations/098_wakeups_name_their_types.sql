-- A wake-up names the event types its statement appended (issue 34, docs/architecture.md "Readers
-- wake on appends"). Every reader of the event store (the async projections, the webhook dispatcher,
-- financial aid's remote-IDV results) woke at every append and ran a transaction of several
-- statements per projection to find nothing of its own: with staff deciding review items one after
-- another, those passes were a third of the product's work per decision. A reader now wakes only
-- for the types it handles; a notice with no types (as before this migration, and on reconnecting)
-- still wakes every reader.
--
-- The notice carries the distinct types, comma-separated: an append is one event type or a few.
-- A list too long for a notice's payload (8,000 bytes) is sent empty, which wakes everyone.
CREATE OR REPLACE FUNCTION notify_events_appended() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
DECLARE
  types text;
BEGIN
  IF current_setting('app.events_wake', true) IS DISTINCT FROM 'off' THEN
    SELECT string_agg(DISTINCT type, ',') INTO types FROM appended;
    -- No rows (an insert that conflicted): nothing was appended, nobody need wake.
    IF types IS NOT NULL THEN
      PERFORM pg_notify('verifydesk_events_appended', CASE WHEN length(types) < 7000 THEN types ELSE '' END);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER events_appended ON events;
CREATE TRIGGER events_appended AFTER INSERT ON events REFERENCING NEW TABLE AS appended
  FOR EACH STATEMENT EXECUTE FUNCTION notify_events_appended();
