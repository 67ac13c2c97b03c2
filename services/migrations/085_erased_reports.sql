-- Issue 32 (docs/privacy.md, "Erasure on request"): the PDF reports an erasure deleted, by report id,
-- with whose they were, so that polling or downloading one afterwards answers 410 "Erased on <date>"
-- (the applicant's erasure date, from erased_applicants) instead of a bare 404. Pseudonymous ids only.
CREATE TABLE erased_reports (
  id            uuid PRIMARY KEY,
  company_id    bigint NOT NULL,
  subject_uuid  uuid NOT NULL
);

ALTER TABLE erased_reports ENABLE ROW LEVEL SECURITY;
ALTER TABLE erased_reports FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON erased_reports
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
