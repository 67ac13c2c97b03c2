-- Financial-aid identity verification (issue 35, docs/financial-aid.md): one case per student the
-- Department selected for V4/V5 in an award year, projected from the case's stream. The result
-- columns hold what the rules ask a school to keep (method, document, reviewer, date) and what the
-- FAFSA Partner Portal's "Verification of Identity" entry needs (its result code is derived).
CREATE TABLE finaid_cases (
  id              uuid PRIMARY KEY,
  company_id      bigint NOT NULL,
  award_year      text NOT NULL,
  tracking_group  text NOT NULL CHECK (tracking_group IN ('V4', 'V5')),
  student_id      text NOT NULL,
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  date_of_birth   date NOT NULL,
  email           text,
  phone           text,
  language        text NOT NULL DEFAULT 'en',
  -- The SSN sealed with the tenant's key (the Partner Portal's file is keyed by it); never in clear.
  ssn_cipher      text,
  session_uuid    uuid,
  status          text NOT NULL CHECK (status IN ('selected', 'in_progress', 'verified', 'not_verified', 'unable_to_contact')),
  method          text CHECK (method IN ('in_person', 'video_call', 'remote_idv', 'third_party_ial2')),
  document_type   text,
  document_expiry date,
  reviewer_name   text,
  presented_on    date,
  scan_checks     jsonb,
  idv_id          bigint,
  reason          text,
  deadline        date,
  reminders_sent  integer NOT NULL DEFAULT 0,
  last_reminder_at timestamptz,
  selected_at     timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  UNIQUE (company_id, award_year, student_id)
);
CREATE INDEX finaid_cases_list ON finaid_cases (company_id, award_year, status, deadline);
CREATE INDEX finaid_cases_session ON finaid_cases (company_id, session_uuid);

-- Each selections import (CSV or API push): its counts and its per-row error report.
CREATE TABLE finaid_selection_imports (
  id          uuid PRIMARY KEY,
  company_id  bigint NOT NULL,
  file_name   text NOT NULL,
  rows_read   integer NOT NULL,
  created     integer NOT NULL,
  duplicate   integer NOT NULL,
  rejected    integer NOT NULL,
  errors      jsonb NOT NULL DEFAULT '[]',
  imported_by text NOT NULL,
  imported_at timestamptz NOT NULL
);
CREATE INDEX finaid_selection_imports_recent ON finaid_selection_imports (company_id, imported_at DESC);

-- The scanned copy of the ID shown in person or on a video call, sealed with the tenant's key.
CREATE TABLE finaid_scans (
  id          uuid PRIMARY KEY,
  company_id  bigint NOT NULL,
  case_id     uuid NOT NULL REFERENCES finaid_cases (id) ON DELETE CASCADE,
  media_type  text NOT NULL,
  sealed      bytea NOT NULL,
  -- What the document checks found on the scan (check names and outcomes only).
  checks      jsonb,
  uploaded_at timestamptz NOT NULL
);
CREATE INDEX finaid_scans_case ON finaid_scans (company_id, case_id);

ALTER TABLE finaid_cases ENABLE ROW LEVEL SECURITY;
ALTER TABLE finaid_cases FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON finaid_cases
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
ALTER TABLE finaid_selection_imports ENABLE ROW LEVEL SECURITY;
ALTER TABLE finaid_selection_imports FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON finaid_selection_imports
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
ALTER TABLE finaid_scans ENABLE ROW LEVEL SECURITY;
ALTER TABLE finaid_scans FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON finaid_scans
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
