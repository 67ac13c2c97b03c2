-- The tenant check of every row-level security policy, evaluated once per statement instead of once
-- per row (docs/architecture.md, "Tenancy").
--
-- app_tenant_visible(company_id) is inlined into each query, but it reads current_setting() up to
-- four times and matches a regular expression for every row it checks. Reading many rows paid for
-- it: counting 10,001 filtered sessions took 26-95 ms, of which all but 3-5 ms was this check
-- (PostgreSQL 15, 300,000 sessions). The same rule written with scalar sub-selects is computed once
-- per statement (an InitPlan) and leaves a plain `company_id = $1` comparison per row. Same answers:
-- '*' sees every tenant, a canonical integer sees that tenant, anything else (unset, empty, text)
-- sees nothing.
CREATE OR REPLACE FUNCTION app_company_id() RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN current_setting('app.company_id', true) ~ '^-?[0-9]{1,18}$' THEN
           CASE WHEN current_setting('app.company_id', true)::bigint::text = current_setting('app.company_id', true)
                THEN current_setting('app.company_id', true)::bigint END END
$$;

CREATE OR REPLACE FUNCTION app_all_tenants() RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.company_id', true) = '*', false)
$$;

-- Every policy named tenant_isolation (one per tenant table, all on company_id).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT schemaname, tablename FROM pg_policies WHERE policyname = 'tenant_isolation' LOOP
    EXECUTE format('ALTER POLICY tenant_isolation ON %I.%I USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
                    WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))', t.schemaname, t.tablename);
  END LOOP;
END $$;
