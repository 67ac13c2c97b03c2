-- The search index without the uuid in its trigrams (docs/imports.md "List query").
--
-- A uuid adds about 34 near-random trigrams to a session's search text, against about 40 for the
-- names and e-mail together, and its trigrams' posting lists are long and all different: on a copy
-- of a 1,000,000-session index, inserting 2,000-row batches cost 31 µs a row with the uuid in the
-- text and 9 µs without (the import's PostgreSQL time is about 140 µs a row). The uuid gets its own
-- byte-order btree instead:
--   * a whole uuid is looked up by equality;
--   * a part of one (6 or more characters of hex digits and dashes, which is how staff paste it) is
--     matched as a substring on the uuid column of the tenant's rows (a scan of the narrow index
--     table: about a tenth of a second at 1,000,000 sessions; names and e-mails are searched too).
-- verification_sessions.search_text keeps the uuid, so the list's LIKE recheck is unchanged.

DROP INDEX private.session_search_trgm;
ALTER TABLE private.session_search ADD COLUMN uuid_text text COLLATE "C";

SELECT set_config('app.company_id', '*', true);
UPDATE private.session_search x
   SET search_text = lower(s.first_name || ' ' || s.last_name || ' ' || s.email), uuid_text = s.uuid::text
  FROM public.verification_sessions s
 WHERE s.id = x.session_id AND s.company_id = x.company_id;
ALTER TABLE private.session_search ALTER COLUMN uuid_text SET NOT NULL;

CREATE INDEX session_search_trgm ON private.session_search USING gin (search_text public.gin_trgm_ops);
CREATE INDEX session_search_uuid ON private.session_search (company_id, uuid_text);

CREATE OR REPLACE FUNCTION private.session_search_inserted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  INSERT INTO private.session_search (company_id, session_id, search_text, uuid_text)
  SELECT n.company_id, n.id, lower(n.first_name || ' ' || n.last_name || ' ' || n.email), n.uuid::text FROM inserted_sessions n
  ON CONFLICT (company_id, session_id) DO UPDATE SET search_text = EXCLUDED.search_text, uuid_text = EXCLUDED.uuid_text;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION private.session_search_updated() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  DELETE FROM private.session_search WHERE company_id = OLD.company_id AND session_id = OLD.id;
  INSERT INTO private.session_search (company_id, session_id, search_text, uuid_text)
  VALUES (NEW.company_id, NEW.id, lower(NEW.first_name || ' ' || NEW.last_name || ' ' || NEW.email), NEW.uuid::text);
  RETURN NULL;
END $$;

-- As in migration 032 (tenant from app.company_id only, term matched literally, at most 10,001
-- ids), plus the uuid: a whole one by equality, a part of one also as a substring of the uuid.
CREATE OR REPLACE FUNCTION public.search_sessions(term text, max_rows integer) RETURNS SETOF bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp ROWS 1000 AS $$
DECLARE
  setting text := current_setting('app.company_id', true);
  key text := lower(term);
  wanted integer := least(max_rows, 10001);
  company bigint;
  part text;
  pattern text;
  plan json;
  found integer;
BEGIN
  IF setting IS NULL OR setting !~ '^[0-9]{1,18}$' OR setting::bigint::text <> setting THEN
    RAISE EXCEPTION 'search_sessions needs one tenant in app.company_id' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF key IS NULL OR key = '' OR wanted IS NULL OR wanted < 1 THEN
    RETURN;
  END IF;
  company := setting::bigint;
  IF key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN QUERY SELECT x.session_id FROM private.session_search x WHERE x.company_id = company AND x.uuid_text = key LIMIT wanted;
    RETURN;
  END IF;
  SELECT m[1] INTO part FROM regexp_matches(key, '[[:alnum:]]+', 'g') AS m
   ORDER BY (m[1] ~ '[0-9]') DESC, length(m[1]) DESC LIMIT 1;
  IF part IS NULL OR length(part) < 3 THEN
    part := key;
  END IF;
  part := '%' || replace(replace(replace(part, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  pattern := '%' || replace(replace(replace(key, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM private.session_search WHERE company_id = %s AND search_text OPERATOR(pg_catalog.~~) %L',
                 company, part) INTO plan;
  IF (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric >= 20 * wanted THEN
    RETURN QUERY EXECUTE
      'SELECT session_id FROM private.session_search
        WHERE company_id = $1 AND search_text OPERATOR(pg_catalog.~~) $2 ORDER BY company_id DESC, session_id DESC LIMIT $3'
      USING company, pattern, wanted;
  ELSE
    RETURN QUERY EXECUTE
      'SELECT session_id FROM private.session_search
        WHERE company_id = $1 AND search_text OPERATOR(pg_catalog.~~) $2 AND (search_text || '''') OPERATOR(pg_catalog.~~) $3
        LIMIT $4'
      USING company, part, pattern, wanted;
  END IF;
  GET DIAGNOSTICS found = ROW_COUNT;
  -- A part of a uuid (hex digits and dashes only, 6 or more): the sessions whose uuid contains it,
  -- those already found by name or e-mail left out.
  IF key ~ '^[0-9a-f-]{6,35}$' AND found < wanted THEN
    RETURN QUERY EXECUTE
      'SELECT session_id FROM private.session_search
        WHERE company_id = $1 AND uuid_text OPERATOR(pg_catalog.~~) $2 AND NOT search_text OPERATOR(pg_catalog.~~) $2
        LIMIT $3'
      USING company, pattern, wanted - found;
  END IF;
END $$;

ANALYZE private.session_search;
