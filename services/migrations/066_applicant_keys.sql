-- Per-applicant data keys (issue 32, docs/privacy.md): each applicant's personal data is sealed with a
-- key of its own, wrapped by the tenant key. Destroying the wrapped key ("crypto-shredding") makes
-- every sealed copy unreadable: in the events, in read models, in every backup. The keys sit in a
-- schema of their own so that backups can treat them apart from the event log (docs/privacy.md,
-- "Backups"); a destroyed key keeps its row (key id, when, which erasure) for the certificate and so
-- that no new key is ever made for an erased applicant.
CREATE SCHEMA IF NOT EXISTS vault;

CREATE TABLE vault.applicant_keys (
  company_id    bigint NOT NULL,
  subject_uuid  uuid NOT NULL,
  key_id        text NOT NULL,
  wrapped       bytea,
  created_at    timestamptz NOT NULL DEFAULT now(),
  destroyed_at  timestamptz,
  erasure_id    uuid,
  PRIMARY KEY (company_id, subject_uuid),
  CHECK ((wrapped IS NULL) = (destroyed_at IS NOT NULL))
);

ALTER TABLE vault.applicant_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE vault.applicant_keys FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON vault.applicant_keys
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
