-- Server-side staff sessions (issue 31; docs/security.md "Sessions").
--
-- `sign_in_sessions`: one row per issued token (id = the token's jti). Written outside the event store:
-- a session and its activity are operational state, not business facts; the sign-in itself is an event
-- (sign-in.events.ts). The address and the short browser description are personal data: they are shown
-- to the session's own user only, never logged, and the rows are removed 30 days after they end.
CREATE TABLE sign_in_sessions (
  id             uuid PRIMARY KEY,
  user_id        bigint NOT NULL,
  company_id     bigint,
  token_version  integer NOT NULL,
  method         text NOT NULL,
  created_at     timestamptz NOT NULL,
  last_active_at timestamptz NOT NULL,
  ended_at       timestamptz,
  end_reason     text,
  ip             text,
  client         text
);
CREATE INDEX sign_in_sessions_user ON sign_in_sessions (user_id, created_at DESC) WHERE ended_at IS NULL;

-- `session_policies`: the inline projection of the session-policy-<company id> streams (a company
-- without a row has the defaults: 30 minutes idle, 12 hours in all).
CREATE TABLE session_policies (
  company_id               bigint PRIMARY KEY,
  idle_timeout_minutes     integer NOT NULL,
  absolute_lifetime_hours  integer NOT NULL,
  changed_at               timestamptz NOT NULL,
  changed_by_name          text NOT NULL
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sign_in_sessions', 'session_policies'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
                    WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))', t);
  END LOOP;
END $$;

-- Every process caches verified sessions (verified-session-cache.ts). An ended session and a changed
-- policy tell them on commit, through the channel of migration 054, whatever path made the change.
CREATE OR REPLACE FUNCTION notify_sign_in_session_changed() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_TABLE_NAME = 'sign_in_sessions' THEN
    PERFORM pg_notify('verifydesk_auth_changed', 't:' || NEW.id::text);
  ELSE
    PERFORM pg_notify('verifydesk_auth_changed', 'c:' || NEW.company_id::text);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER sign_in_session_ended AFTER UPDATE OF ended_at ON sign_in_sessions
  FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
  EXECUTE FUNCTION notify_sign_in_session_changed();
CREATE TRIGGER session_policy_changed AFTER INSERT OR UPDATE ON session_policies
  FOR EACH ROW EXECUTE FUNCTION notify_sign_in_session_changed();

-- A password change (own, forced, reset by an administrator), a disable or a delete moves the user's
-- token_version or flags the row: every session of an older version, or every session of a disabled or
-- deleted user, ends in the same transaction, whatever path made the change.
CREATE OR REPLACE FUNCTION end_sessions_on_account_change() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
DECLARE reason text;
BEGIN
  IF NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL THEN reason := 'deleted';
  ELSIF NEW.disabled AND NOT OLD.disabled THEN reason := 'disabled';
  ELSIF NEW.token_version <> OLD.token_version THEN reason := 'password-changed';
  ELSE RETURN NULL;
  END IF;
  UPDATE sign_in_sessions SET ended_at = now(), end_reason = reason
   WHERE user_id = NEW.id AND ended_at IS NULL
     AND (reason <> 'password-changed' OR token_version < NEW.token_version);
  RETURN NULL;
END;
$$;
CREATE TRIGGER users_end_sessions AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION end_sessions_on_account_change();
