-- Imports and the sessions list at a million rows (docs/imports.md, "Measured").

-- 1. The trigram index on search_text is dropped. The app reads as idv_app under forced row-level
--    security, and PostgreSQL lets an index serve a user condition ahead of the policy's condition
--    only when the operator is LEAKPROOF; LIKE is not, so no app query could use this index (EXPLAIN
--    as idv_app shows a scan even with sequential and plain index scans disabled). It cost about 40 %
--    of every chunk's upsert. Search stays a substring match on search_text (the list stops at its
--    page limit and filtered counts stop at 10,000).
DROP INDEX IF EXISTS verification_sessions_search;

-- 2. An import chunk's ApplicantsImported event is about 1 MB of JSON that pglz compresses slowly.
--    lz4 where the server has it; otherwise the large values are stored out of line uncompressed
--    (EXTERNAL), trading disk for throughput. Stored values keep their form and stay readable; small
--    events (under about 2 KB) are stored inline either way.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE events ALTER COLUMN data SET COMPRESSION lz4;
  ELSE
    ALTER TABLE events ALTER COLUMN data SET STORAGE EXTERNAL;
  END IF;
END $$;

-- 3. The tenant check of every policy, with the same answers, written so the planner can estimate
--    it. `row_company_id::text = setting` is an opaque text comparison that PostgreSQL guesses
--    matches 0.5 % of rows, so a list query at 1,000,000 sessions was costed as if 2,000 were
--    visible and page 200 ran as a full sort on disk (1.6 s). `row_company_id = <bigint>` is
--    estimated from the column's statistics (page 200: 4.6 ms). The nested CASE casts only a
--    canonical integer text, so '*', an empty or an unset setting never raise an error; any other
--    text matches no row, as before.
CREATE OR REPLACE FUNCTION app_tenant_visible(row_company_id bigint) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT current_setting('app.company_id', true) = '*'
      OR row_company_id = CASE WHEN current_setting('app.company_id', true) ~ '^-?[0-9]{1,18}$' THEN
           CASE WHEN current_setting('app.company_id', true)::bigint::text = current_setting('app.company_id', true)
                THEN current_setting('app.company_id', true)::bigint END END
$$;

-- 4. Sort by last name (the list's most used name sort): a page of 25 reads 25 index entries instead
--    of sorting every session of the tenant (93 ms at 50,000 sessions, about 2 s at a million).
--    Each such index costs about 4 ms of PostgreSQL time per 2,000-row chunk (5 % of an import), so
--    first name, email, date of birth and uuid sorts stay a top-N sort until they earn theirs.
CREATE INDEX IF NOT EXISTS verification_sessions_last_name ON verification_sessions (company_id, last_name, id);

-- 5. Statistics right after a large import: without them the planner misjudges the tenant check
--    and the first list pages scan (page 1 took 650 ms at 200,000 sessions until autovacuum's next
--    round). Autovacuum analyzes this table after 2 % changes (plus 1,000 rows) instead of 10 %, and
--    the import worker calls analyze_verification_sessions() when an import completes. Only the
--    owner may ANALYZE (MAINTAIN exists from PostgreSQL 17 only), so the function runs as its owner;
--    it takes no argument, reads no row for the caller and only refreshes this table's statistics.
ALTER TABLE verification_sessions SET (autovacuum_analyze_scale_factor = 0.02, autovacuum_analyze_threshold = 1000);
CREATE OR REPLACE FUNCTION analyze_verification_sessions() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  ANALYZE verification_sessions;
END $$;
