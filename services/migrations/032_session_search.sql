-- Indexed search for the sessions list (docs/imports.md "List query").
--
-- The app reads verification_sessions as idv_app under forced row-level security, and PostgreSQL
-- lets an index serve a user condition ahead of the policy only when its operator is LEAKPROOF; LIKE
-- is not, so a trigram index on verification_sessions never served a search (a rare e-mail read the
-- whole tenant: 2.3 s at 1,000,000 sessions). Row-level security stays forced there. The search
-- index lives beside it instead, in a table the app role cannot read at all:
--
--   * private.session_search: one row per session (company, session id, the session's search_text),
--     in schema `private`, on which the app role has no USAGE and no table grant (migrate.ts grants
--     the app role every table of schema public only). Row-level security is not enabled on it: it
--     is not a tenant table the app reads, and the owner's queries must be able to use the index.
--   * search_sessions(term, max_rows): the only way in. SECURITY DEFINER (runs as the owner), with a
--     pinned search_path. The tenant comes ONLY from the transaction's app.company_id setting (never
--     from a parameter); it refuses when that is unset, '*' or not a company id. It returns at most
--     max_rows (capped at 10,001) ids of that tenant's sessions whose search text contains the term
--     (case-insensitive, the term is matched literally). The list then selects those ids from
--     verification_sessions under row-level security as before.
--   * Triggers on verification_sessions keep it equal to the read model (insert, update of the
--     search text, delete, truncate), so the projection code, its rebuild (DELETE + replay) and the
--     benchmark seeder (plain INSERT) all maintain it without knowing it exists. They run as the
--     owner (SECURITY DEFINER) because the app role, which writes sessions, cannot write this table.

CREATE SCHEMA IF NOT EXISTS private;
REVOKE ALL ON SCHEMA private FROM PUBLIC;

CREATE TABLE private.session_search (
  company_id   bigint NOT NULL,
  session_id   bigint NOT NULL,
  search_text  text NOT NULL,
  PRIMARY KEY (company_id, session_id)
);
REVOKE ALL ON private.session_search FROM PUBLIC;

-- Inserts: one statement per import chunk (2,000 rows), so a statement trigger over the transition
-- table adds one INSERT … SELECT per chunk rather than one per row.
CREATE FUNCTION private.session_search_inserted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  INSERT INTO private.session_search (company_id, session_id, search_text)
  SELECT n.company_id, n.id, n.search_text FROM inserted_sessions n
  ON CONFLICT (company_id, session_id) DO UPDATE SET search_text = EXCLUDED.search_text;
  RETURN NULL;
END $$;
CREATE TRIGGER session_search_insert AFTER INSERT ON public.verification_sessions
  REFERENCING NEW TABLE AS inserted_sessions FOR EACH STATEMENT EXECUTE FUNCTION private.session_search_inserted();

-- Updates: only rows whose search text (names, e-mail, uuid) or keys changed; a re-upload with the
-- same names and an IDV status change cost nothing here. (Transition tables cannot be combined with
-- a WHEN condition, and most updates leave the search text alone, so this one is per row.)
CREATE FUNCTION private.session_search_updated() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  DELETE FROM private.session_search WHERE company_id = OLD.company_id AND session_id = OLD.id;
  INSERT INTO private.session_search (company_id, session_id, search_text) VALUES (NEW.company_id, NEW.id, NEW.search_text);
  RETURN NULL;
END $$;
CREATE TRIGGER session_search_update AFTER UPDATE ON public.verification_sessions FOR EACH ROW
  WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.id <> NEW.id OR OLD.company_id <> NEW.company_id)
  EXECUTE FUNCTION private.session_search_updated();

-- Deletes (a projection rebuild starts with DELETE FROM verification_sessions) and truncation.
CREATE FUNCTION private.session_search_deleted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  DELETE FROM private.session_search x USING deleted_sessions o WHERE x.company_id = o.company_id AND x.session_id = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER session_search_delete AFTER DELETE ON public.verification_sessions
  REFERENCING OLD TABLE AS deleted_sessions FOR EACH STATEMENT EXECUTE FUNCTION private.session_search_deleted();

CREATE FUNCTION private.session_search_truncated() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  TRUNCATE private.session_search;
  RETURN NULL;
END $$;
CREATE TRIGGER session_search_truncate AFTER TRUNCATE ON public.verification_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION private.session_search_truncated();

-- The search itself. The trigram index is asked for the term's most distinctive run of letters and
-- digits only (the longest run with a digit, else the longest run), and the whole term is then
-- checked on those rows: GIN reads the whole posting list of every trigram it is given, and the
-- common ones ("exa", "edu", "ery" …) cost far more than they filter (a full e-mail took 165 ms at
-- 1,000,000 sessions, its number alone 12 ms). When the planner expects that run in many more rows
-- than asked for (a common name), the tenant's rows are walked instead until max_rows match: a
-- bitmap of 80,000 index entries costs 20-40 ms, a walk to 1,000 matches a few.
CREATE FUNCTION public.search_sessions(term text, max_rows integer) RETURNS SETOF bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp ROWS 1000 AS $$
DECLARE
  setting text := current_setting('app.company_id', true);
  key text := lower(term);
  wanted integer := least(max_rows, 10001);
  part text;
  plan json;
BEGIN
  IF setting IS NULL OR setting !~ '^[0-9]{1,18}$' OR setting::bigint::text <> setting THEN
    RAISE EXCEPTION 'search_sessions needs one tenant in app.company_id' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF key IS NULL OR key = '' OR wanted IS NULL OR wanted < 1 THEN
    RETURN;
  END IF;
  SELECT m[1] INTO part FROM regexp_matches(key, '[[:alnum:]]+', 'g') AS m
   ORDER BY (m[1] ~ '[0-9]') DESC, length(m[1]) DESC LIMIT 1;
  IF part IS NULL OR length(part) < 3 THEN
    part := key;
  END IF;
  part := '%' || replace(replace(replace(part, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  key := '%' || replace(replace(replace(key, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM private.session_search WHERE company_id = %s AND search_text OPERATOR(pg_catalog.~~) %L',
                 setting::bigint, part) INTO plan;
  IF (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric >= 20 * wanted THEN
    RETURN QUERY EXECUTE
      'SELECT session_id FROM private.session_search
        WHERE company_id = $1 AND search_text OPERATOR(pg_catalog.~~) $2 ORDER BY company_id DESC, session_id DESC LIMIT $3'
      USING setting::bigint, key, wanted;
  ELSE
    RETURN QUERY EXECUTE
      'SELECT session_id FROM private.session_search
        WHERE company_id = $1 AND search_text OPERATOR(pg_catalog.~~) $2 AND (search_text || '''') OPERATOR(pg_catalog.~~) $3
        LIMIT $4'
      USING setting::bigint, part, key, wanted;
  END IF;
END $$;

-- Existing sessions (as the owner: row-level security is forced on verification_sessions, so the
-- migration reads every tenant explicitly).
SELECT set_config('app.company_id', '*', true);
INSERT INTO private.session_search (company_id, session_id, search_text)
SELECT company_id, id, search_text FROM public.verification_sessions;
-- Built after the backfill: one sorted build is much faster than a million GIN insertions.
CREATE INDEX session_search_trgm ON private.session_search USING gin (search_text public.gin_trgm_ops);
ANALYZE private.session_search;
