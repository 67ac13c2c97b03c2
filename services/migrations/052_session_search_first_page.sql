-- A search's first page without walking its matches (issue 17, docs/performance.md "Lists under load").
--
-- search_sessions(term, 1001) (migrations 032, 037) walks up to 1,001 matches so the list can say
-- "more than 1,000" for a common term: about 4 ms of PostgreSQL CPU per page at 1,000,000 sessions,
-- and under 50 connections the page rate of a common last name collapsed. This function asks the
-- planner first (its estimate from the trigram statistics, no row read): when the term is expected
-- in at least `many` sessions it returns no ids, and the list fills its page by walking its own sort
-- order with the substring condition (a common term fills 25 rows within a few hundred) and says
-- "more than" without counting. Otherwise it returns search_sessions' ids, as before.
-- `share` is the estimated fraction of the tenant's sessions the term is in, so a list with other
-- filters too can estimate their combination without reading rows.

CREATE FUNCTION public.search_sessions_first_page(term text, max_rows integer, many bigint,
  OUT estimate double precision, OUT share double precision, OUT ids bigint[])
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  setting text := current_setting('app.company_id', true);
  key text := lower(term);
  company bigint;
  part text;
  plan json;
  tenant_rows double precision;
BEGIN
  IF setting IS NULL OR setting !~ '^[0-9]{1,18}$' OR setting::bigint::text <> setting THEN
    RAISE EXCEPTION 'search_sessions needs one tenant in app.company_id' USING ERRCODE = 'insufficient_privilege';
  END IF;
  company := setting::bigint;
  -- A whole uuid is one equality lookup: never estimated.
  IF key IS NOT NULL AND key !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    -- The term's most selective run of letters or digits, as search_sessions picks it.
    SELECT m[1] INTO part FROM regexp_matches(key, '[[:alnum:]]+', 'g') AS m
     ORDER BY (m[1] ~ '[0-9]') DESC, length(m[1]) DESC LIMIT 1;
    IF part IS NULL OR length(part) < 3 THEN
      part := key;
    END IF;
    part := '%' || replace(replace(replace(part, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM private.session_search WHERE company_id = %s AND search_text OPERATOR(pg_catalog.~~) %L',
                   company, part) INTO plan;
    estimate := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
    EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM private.session_search WHERE company_id = %s', company) INTO plan;
    tenant_rows := greatest((plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision, 1);
    share := least(estimate / tenant_rows, 1);
    IF estimate >= many THEN
      RETURN; -- ids NULL: a common term
    END IF;
  END IF;
  ids := ARRAY(SELECT public.search_sessions(term, max_rows));
END $$;
