-- Students screens (docs/imports.md "Students"): which IDV form types each verification session has
-- been asked for. An inline read model of the IDV feature's `IdvRequested` events, kept by the
-- verifications feature itself (features talk through events; this feature never reads idv_records).
-- Keyed by the session's uuid (the subject of the request), so it needs no other table to build and
-- a rebuild of it alone equals the live rows. There is no event that withdraws an IDV request.
CREATE TABLE session_idv_forms (
  company_id    bigint NOT NULL,
  session_uuid  uuid NOT NULL,
  form_type     text NOT NULL CHECK (form_type IN ('ADMISSIONS', 'FINANCIAL_AID')),
  idv_id        uuid NOT NULL,
  requested_at  timestamptz NOT NULL,
  -- Serves both ways of running the list's filter: a probe per session (company, form, uuid) and
  -- the sessions of one form type of a tenant (company, form).
  PRIMARY KEY (company_id, form_type, session_uuid)
);

ALTER TABLE session_idv_forms ENABLE ROW LEVEL SECURITY;
ALTER TABLE session_idv_forms FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON session_idv_forms
  USING (app_tenant_visible(company_id)) WITH CHECK (app_tenant_visible(company_id));
