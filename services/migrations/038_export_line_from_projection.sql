-- The export line is written by the projection, no longer generated (docs/imports.md "Import speed").
--
-- As a stored generated column, export_csv_line() ran for every written row: PL/pgSQL calling four
-- SQL functions that PostgreSQL cannot inline (they call STABLE built-ins), each with an executor of
-- its own. Measured on 2,000-row import chunks, it was about 70 µs of the backend's time per row,
-- a third of the whole upsert, on PostgreSQL 15 and 18 alike. The projection now builds the same
-- bytes in TypeScript (session-export-line.ts, about 1 µs a row) and writes them in the same
-- statement; the only writer of verification_sessions is that projection (and its rebuild).
-- export_csv_line() stays for seeders and as the SQL statement of the format; sessions-csv.int-spec.ts
-- holds the TypeScript line and it to the original encoder byte for byte.
--
-- DROP EXPRESSION keeps every stored line as it is (no rewrite of the table).
ALTER TABLE verification_sessions ALTER COLUMN export_csv DROP EXPRESSION;

-- The search index's insert trigger: a new session never has a search row yet (ids come from a
-- sequence; a rebuild deletes sessions, and their search rows with them, before it replays), so a
-- plain INSERT does; ON CONFLICT checked the primary key first for every row.
CREATE OR REPLACE FUNCTION private.session_search_inserted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  INSERT INTO private.session_search (company_id, session_id, search_text, uuid_text)
  SELECT n.company_id, n.id, lower(n.first_name || ' ' || n.last_name || ' ' || n.email), n.uuid::text FROM inserted_sessions n;
  RETURN NULL;
END $$;
