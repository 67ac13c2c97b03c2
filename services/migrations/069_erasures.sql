-- Erasure on request, offboarding and the retention job (issue 32, docs/privacy.md). One row per
-- erasure: what the signed certificate says (pseudonymous ids, counts, key ids; never a name or a
-- contact), kept so the company admin (or, for an offboarding, the super admin) can download it again.
-- The facts themselves are events (ApplicantErased, CompanyOffboarded); this is their read model.
CREATE TABLE erasures (
  id              uuid PRIMARY KEY,
  company_id      bigint NOT NULL,
  -- 'applicant': one applicant on request; 'company': an offboarding; 'retention': the nightly job.
  scope           text NOT NULL CHECK (scope IN ('applicant', 'company', 'retention')),
  subject_count   integer NOT NULL,
  erased_at       timestamptz NOT NULL,
  erased_by_id    bigint,
  erased_by_name  text NOT NULL,
  reason          text NOT NULL,
  -- The certificate's JSON body and its signature (privacy/erasure-certificate.ts).
  certificate     jsonb NOT NULL,
  signature       text NOT NULL
);
CREATE INDEX erasures_company ON erasures (company_id, erased_at DESC);

-- Applicants erased, by erasure: the detail route answers "Erased on <date>" from here.
CREATE TABLE erased_applicants (
  company_id    bigint NOT NULL,
  subject_uuid  uuid NOT NULL,
  erasure_id    uuid NOT NULL,
  erased_at     timestamptz NOT NULL,
  PRIMARY KEY (company_id, subject_uuid)
);

-- IDV images deleted under the retention schedule: the IDV says so instead of showing empty slots.
ALTER TABLE idv_records ADD COLUMN images_deleted_at timestamptz;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['erasures', 'erased_applicants'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id())) WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))', t);
  END LOOP;
END $$;
