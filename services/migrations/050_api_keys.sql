-- API keys (issue 14): a company admin's keys for systems (Slate, Banner...) that call the API as a
-- user with exactly the key's permissions. `api_keys` is the inline projection of the api-key-<id>
-- streams; `api_key_usage` (last used time and address) is written by the guard at most once a minute
-- per key, outside the event store (a use is not a business fact), and survives a projection rebuild.
CREATE TABLE api_keys (
  id               text PRIMARY KEY,
  company_id       bigint NOT NULL,
  name             text NOT NULL,
  permissions      smallint[] NOT NULL DEFAULT '{}',
  -- SHA-256 of the 256-bit random secret (never the secret itself).
  secret_hash      text NOT NULL,
  created_by_id    bigint,
  created_by_name  text NOT NULL,
  created_at       timestamptz NOT NULL,
  revoked_at       timestamptz,
  revoked_by_name  text
);
CREATE INDEX api_keys_company ON api_keys (company_id, created_at DESC);

CREATE TABLE api_key_usage (
  key_id        text PRIMARY KEY,
  company_id    bigint NOT NULL,
  last_used_at  timestamptz NOT NULL,
  last_used_ip  text
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['api_keys', 'api_key_usage'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    -- The policy of migration 033: the tenant computed once per statement.
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
                    WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))', t);
  END LOOP;
END $$;
