-- ID document verifications (issue 4). idv_records, idv_capture_links and idv_subjects are inline
-- read models of the `idv:<uuid>:<formType>` and `idv-subject:<uuid>` streams (rebuilt from events);
-- idv_images and idv_reports are state (encrypted bytes), like credentials: the facts "image
-- uploaded" / "report rendered" are events, the bytes are not.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- People asked for a remote ID check who are not (yet) verification sessions. The verifications
-- feature has no command to create a single session, so IDV keeps its own subjects.
CREATE TABLE idv_subjects (
  uuid           uuid PRIMARY KEY,
  company_id     bigint NOT NULL,
  first_name     text NOT NULL,
  last_name      text NOT NULL,
  email          text NOT NULL,
  phone          text NOT NULL,
  date_of_birth  date,
  street         text,
  city           text,
  state          text,
  zip            text,
  country        text,
  created_at     timestamptz NOT NULL
);
CREATE INDEX idv_subjects_company ON idv_subjects (company_id, created_at DESC);

-- One row per IDV (subject x form type): the list columns, plus the whole record view as JSON
-- (the same pure fold the as-of query runs, so live and historical views cannot drift apart).
CREATE TABLE idv_records (
  id                  uuid PRIMARY KEY,
  company_id          bigint NOT NULL,
  uuid                uuid NOT NULL,
  form_type           text NOT NULL CHECK (form_type IN ('ADMISSIONS', 'FINANCIAL_AID')),
  stream_id           text NOT NULL UNIQUE,
  version             integer NOT NULL,
  status              text NOT NULL,
  first_name          text NOT NULL,
  last_name           text NOT NULL,
  email               text,
  date_of_birth       date,
  overall_validation  text,
  overall_value       numeric(4, 1),
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  completed_at        timestamptz,
  view                jsonb NOT NULL,
  search_text         text GENERATED ALWAYS AS (
                        lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || uuid::text || ' ' || id::text)) STORED
);
CREATE UNIQUE INDEX idv_records_subject ON idv_records (company_id, uuid, form_type);
CREATE INDEX idv_records_recent ON idv_records (company_id, form_type, created_at DESC, id);
CREATE INDEX idv_records_validation ON idv_records (company_id, overall_validation, created_at DESC);
CREATE INDEX idv_records_search ON idv_records USING gin (search_text gin_trgm_ops);

-- Capture links by the SHA-256 of their token (the token itself is never stored). Looked up without
-- a tenant (the applicant is anonymous), so the row names its tenant and IDV.
CREATE TABLE idv_capture_links (
  token_hash  text PRIMARY KEY,
  company_id  bigint NOT NULL,
  idv_id      uuid NOT NULL,
  link_id     uuid NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  used_at     timestamptz
);
CREATE INDEX idv_capture_links_idv ON idv_capture_links (idv_id);

-- Re-encoded images, AES-256-GCM with the tenant's idv-media key (row identity bound as AAD).
CREATE TABLE idv_images (
  idv_id        uuid NOT NULL,
  company_id    bigint NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('id_front', 'id_back', 'selfie')),
  variant       text NOT NULL CHECK (variant IN ('full', 'thumb')),
  content_type  text NOT NULL,
  sealed        bytea NOT NULL,
  bytes         integer NOT NULL,
  width         integer NOT NULL,
  height        integer NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idv_id, kind, variant)
);

-- PDF reports: progress for the console, and the encrypted file once rendered.
CREATE TABLE idv_reports (
  id                 uuid PRIMARY KEY,
  company_id         bigint NOT NULL,
  idv_id             uuid NOT NULL,
  status             text NOT NULL CHECK (status IN ('queued', 'rendering', 'done', 'failed')),
  progress           integer NOT NULL DEFAULT 0,
  requested_by_id    bigint,
  requested_by_name  text NOT NULL,
  file_name          text NOT NULL,
  sealed             bytea,
  bytes              integer,
  render_ms          integer,
  message            text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  finished_at        timestamptz
);
CREATE INDEX idv_reports_idv ON idv_reports (company_id, idv_id, created_at DESC);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['idv_subjects', 'idv_records', 'idv_capture_links', 'idv_images', 'idv_reports'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (app_tenant_visible(company_id)) WITH CHECK (app_tenant_visible(company_id))', t);
  END LOOP;
END $$;
