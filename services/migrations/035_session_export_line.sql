-- The export's CSV line, kept with each session (docs/imports.md "Export").
--
-- The export is one COPY; building its 22 cells per row (formula safety, the reason codes out of
-- meta_data, four timestamps as text, CSV quoting) was most of its cost: about 7 s of one backend
-- per 1,000,000 rows, against 2 s to read the same rows' columns. A stored generated column builds
-- the line once, when the row is written, so the export only reads it; PostgreSQL keeps it equal to
-- the row on every insert and update, whoever writes (the projection, its rebuild, a seeder).
--
-- The bytes are those of the JavaScript encoder the export started with (csv-stringify's quoting,
-- formula-safe.ts), which sessions-csv.int-spec.ts keeps as its oracle.
--
-- A generated column may call IMMUTABLE functions only. These are declared IMMUTABLE though some of
-- what they call is marked STABLE in the catalogue, for reasons that do not apply here:
--   * to_char of a date or a timestamp depends on settings only through TM-prefixed patterns
--     (lc_time); these patterns are digits only. `AT TIME ZONE 'UTC'` names its zone.
--   * jsonb_to_record is STABLE because a record's column types may have stable input functions;
--     here they are all text[].

-- A cell as COPY's CSV writes it (and csv-stringify by default): quoted when it holds a comma, a
-- double quote or a line break, its quotes doubled. NULL stays NULL (an empty cell).
CREATE FUNCTION csv_cell(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN value ~ E'[,"\r\n]' THEN '"' || replace(value, '"', '""') || '"' ELSE value END
$$;

-- formula-safe.ts: a text starting with = + - @, tab or CR gets a leading ' (Excel, Sheets and
-- LibreOffice then show it as text); an empty text is an empty cell.
CREATE FUNCTION formula_safe(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN ascii(value) IN (9, 13, 43, 45, 61, 64) THEN '''' || value ELSE NULLIF(value, '') END
$$;

CREATE FUNCTION export_utc(at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
$$;

-- The reason codes (address, email, phone and tax id families, JSON arrays of strings) as one text
-- joined by spaces, made formula-safe by its first code; a JSON null element is an empty code, as in
-- JavaScript's join.
CREATE FUNCTION export_reason_codes(meta jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT NULLIF(CASE WHEN ascii(codes[1]) IN (9, 13, 43, 45, 61, 64) THEN '''' ELSE '' END || array_to_string(codes, ' ', ''), '')
    FROM (SELECT c.address || c.email || c.phone || c."taxId" AS codes
            FROM jsonb_to_record(meta -> 'reasonCodes') AS c(address text[], email text[], phone text[], "taxId" text[])) AS r
$$;

-- One line of the export (without its line break), cells in EXPORT_HEADER's order. PL/pgSQL, one
-- RETURN expression: about 9 µs a written row at 1,000,000 rows. The same body as an SQL function
-- cost 54 µs, because a SQL function whose body calls STABLE functions is not inlined and runs its
-- own executor per call; csv_cell and formula_safe (immutable built-ins only) are inlined here.
CREATE FUNCTION export_csv_line(
  id bigint, uuid uuid, external_id text, first_name text, last_name text, email text, csug_email text, phone text,
  date_of_birth date, street text, city text, state text, zip text, country_code text, ssn_last4 text,
  overall_risk_level text, invalid_ssn boolean, incomplete_address boolean, meta_data jsonb,
  created_at timestamptz, updated_at timestamptz, completed_at timestamptz) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN id::text || ',' || uuid::text
    || ',' || coalesce(csv_cell(formula_safe(external_id)), '')
    || ',' || coalesce(csv_cell(formula_safe(first_name)), '')
    || ',' || coalesce(csv_cell(formula_safe(last_name)), '')
    || ',' || coalesce(csv_cell(formula_safe(email)), '')
    || ',' || coalesce(csv_cell(formula_safe(csug_email)), '')
    || ',' || coalesce(csv_cell(formula_safe(phone)), '')
    || ',' || coalesce(to_char(date_of_birth, 'YYYY-MM-DD'), '')
    || ',' || coalesce(csv_cell(formula_safe(street)), '')
    || ',' || coalesce(csv_cell(formula_safe(city)), '')
    || ',' || coalesce(csv_cell(formula_safe(state)), '')
    || ',' || coalesce(csv_cell(formula_safe(zip)), '')
    || ',' || coalesce(csv_cell(formula_safe(country_code)), '')
    || ',' || coalesce(csv_cell(formula_safe(ssn_last4)), '')
    || ',' || coalesce(csv_cell(formula_safe(overall_risk_level)), '')
    || ',' || coalesce(invalid_ssn::text, '')
    || ',' || coalesce(incomplete_address::text, '')
    || ',' || coalesce(csv_cell(export_reason_codes(meta_data)), '')
    || ',' || coalesce(export_utc(created_at), '')
    || ',' || coalesce(export_utc(updated_at), '')
    || ',' || coalesce(export_utc(completed_at), '');
END $$;

ALTER TABLE verification_sessions ADD COLUMN export_csv text GENERATED ALWAYS AS (export_csv_line(
  id, uuid, external_id, first_name, last_name, email, csug_email, phone, date_of_birth, street, city, state, zip, country_code,
  ssn_last4, overall_risk_level, invalid_ssn, incomplete_address, meta_data, created_at, updated_at, completed_at)) STORED;
