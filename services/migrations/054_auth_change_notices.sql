-- Session checks are cached per process (services/src/shared/auth/verified-session-cache.ts): every
-- change to a user or a company row tells every process on commit, whatever path made it (a command,
-- a projection rebuild, an operator's SQL), so a password change, disable, delete or permission change
-- still takes effect on the very next request. The notice carries only an id, never PII.
CREATE OR REPLACE FUNCTION notify_auth_changed() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  PERFORM pg_notify('verifydesk_auth_changed',
                    CASE TG_TABLE_NAME WHEN 'users' THEN 'u:' ELSE 'c:' END || OLD.id::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER companies_auth_changed AFTER UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
