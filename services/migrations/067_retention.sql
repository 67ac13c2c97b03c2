-- Retention (issue 32, docs/privacy.md): each company's schedule, edited by its company admin and shown
-- to staff and applicants, and the legal holds that stop any purge of an applicant until released.
-- A company without a row follows the defaults (privacy/retention-schedule.ts).
CREATE TABLE retention_schedules (
  company_id              bigint PRIMARY KEY,
  -- ID images, selfies and face crops: days after the IDV decision.
  images_days             integer NOT NULL CHECK (images_days BETWEEN 1 AND 3650),
  -- Applicant records: days after the applicant's last activity.
  applicant_records_days  integer NOT NULL CHECK (applicant_records_days BETWEEN 1 AND 3650),
  -- PDF reports and exports: days after they were made.
  reports_days            integer NOT NULL CHECK (reports_days BETWEEN 1 AND 3650),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  updated_by_id           bigint
);

-- Read model of LegalHoldPlaced / LegalHoldReleased events; an open hold has released_at NULL.
CREATE TABLE legal_holds (
  id               uuid PRIMARY KEY,
  company_id       bigint NOT NULL,
  subject_uuid     uuid NOT NULL,
  reason           text NOT NULL,
  placed_at        timestamptz NOT NULL,
  placed_by_id     bigint,
  released_at      timestamptz,
  released_by_id   bigint,
  release_reason   text
);
CREATE UNIQUE INDEX legal_holds_open ON legal_holds (company_id, subject_uuid) WHERE released_at IS NULL;

ALTER TABLE retention_schedules ENABLE ROW LEVEL SECURITY;
ALTER TABLE retention_schedules FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON retention_schedules
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
ALTER TABLE legal_holds ENABLE ROW LEVEL SECURITY;
ALTER TABLE legal_holds FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON legal_holds
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
