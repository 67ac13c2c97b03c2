-- Sessions per UTC creation day, with the two flags the dashboard cards link to (docs/imports.md,
-- "List query"). The list answers the exact total of a period, invalid_ssn=1 or incomplete_address=1
-- filter (alone or together) by summing at most one row per day, so the list's total and the
-- dashboard card always agree, and a filter matching 300,000 sessions needs no count of 10,001 rows.
-- Kept inline from ImportChunkCommitted.daily (what each chunk changed per day).
CREATE TABLE verification_session_days (
  company_id          bigint NOT NULL,
  day                 date NOT NULL,
  total               bigint NOT NULL DEFAULT 0,
  invalid_ssn         bigint NOT NULL DEFAULT 0,
  incomplete_address  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, day)
);
ALTER TABLE verification_session_days ENABLE ROW LEVEL SECURITY;
ALTER TABLE verification_session_days FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON verification_session_days
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));

-- Sessions imported before this migration, from the read model itself (the projection's rebuild
-- reproduces the same rows from the events).
SELECT set_config('app.company_id', '*', true);
INSERT INTO verification_session_days (company_id, day, total, invalid_ssn, incomplete_address)
SELECT company_id, (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE invalid_ssn), count(*) FILTER (WHERE incomplete_address)
  FROM verification_sessions GROUP BY 1, 2;
