-- Cached list pages and dashboard counts (services/src/shared/read-cache) stay true through a notice on
-- commit naming the tenants whose read rows a statement changed, whatever path changed them (an
-- inline or async projection, a trigger, a projection rebuild, an operator's SQL). The notice carries
-- company ids only, never PII; '*' means every tenant (a TRUNCATE, or a statement over many tenants).
--
-- Statement triggers with transition tables: one notice per statement, not per row (an import chunk
-- of thousands of rows is one statement). PostgreSQL sends identical notices of one transaction once.
-- session_risk_days and the other counters that triggers on verification_sessions keep are covered by
-- verification_sessions' own notice (same statement, same transaction).
CREATE OR REPLACE FUNCTION notify_reads_changed() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
DECLARE
  companies text;
BEGIN
  SELECT CASE WHEN count(DISTINCT company_id) > 100 THEN '*'
              ELSE string_agg(DISTINCT company_id::text, ',') END
    INTO companies FROM changed;
  IF companies IS NOT NULL THEN
    PERFORM pg_notify('verifydesk_reads_changed', companies);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION notify_all_reads_changed() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  PERFORM pg_notify('verifydesk_reads_changed', '*');
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['verification_sessions', 'verification_session_counts', 'verification_session_days',
                           'session_idv_forms', 'dashboard_daily_stats'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
                      FOR EACH STATEMENT EXECUTE FUNCTION notify_reads_changed()', t || '_reads_inserted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed
                      FOR EACH STATEMENT EXECUTE FUNCTION notify_reads_changed()', t || '_reads_updated', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
                      FOR EACH STATEMENT EXECUTE FUNCTION notify_reads_changed()', t || '_reads_deleted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION notify_all_reads_changed()', t || '_reads_truncated', t);
  END LOOP;
END $$;
