-- The event store's readers (async projections, the webhook dispatcher) wake when a transaction that
-- appended events commits, instead of polling several times a second
-- (services/src/shared/event-store/event-wakeups.ts). One notice per statement, and PostgreSQL folds
-- identical notices of one transaction into one; it carries nothing but the wake-up.
CREATE OR REPLACE FUNCTION notify_events_appended() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  PERFORM pg_notify('verifydesk_events_appended', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER events_appended AFTER INSERT ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_events_appended();
