-- Multi-factor sign-in (issue 31; docs/security.md, "Multi-factor sign-in"). State, like credentials:
-- the facts (a factor enrolled or removed, a reset, a policy change, each second step) are events on
-- the streams `mfa-<userId>` and `mfa-policy-<companyId>`; these tables hold what a check needs.
-- company_id is NULL for the super admin's rows, which only the system scope sees.

-- A TOTP authenticator (its secret sealed with the tenant key 'mfa-totp', the factor's id bound as
-- associated data; totp_last_step refuses a code's reuse) or a passkey / security key (its public
-- key and signature counter). An unconfirmed row is an enrolment under way, ignored once stale.
CREATE TABLE mfa_factors (
  id                 uuid PRIMARY KEY,
  user_id            bigint NOT NULL,
  company_id         bigint,
  kind               text NOT NULL CHECK (kind IN ('totp', 'passkey')),
  label              text NOT NULL,
  totp_secret_sealed bytea,
  totp_last_step     bigint NOT NULL DEFAULT 0,
  credential_id      text UNIQUE,
  public_key         bytea,
  sign_count         bigint NOT NULL DEFAULT 0,
  transports         text[] NOT NULL DEFAULT '{}',
  created_at         timestamptz NOT NULL DEFAULT now(),
  confirmed_at       timestamptz,
  last_used_at       timestamptz
);
CREATE INDEX mfa_factors_by_user ON mfa_factors (user_id);
CREATE INDEX mfa_factors_by_company ON mfa_factors (company_id, user_id);

-- Ten one-time codes per user: keyed HMACs (key from the secrets, never in the database), each spent once.
CREATE TABLE mfa_recovery_codes (
  user_id    bigint NOT NULL,
  company_id bigint,
  code_hash  text NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- Whether a company's staff must use a second factor. A company without a row (one created before
-- this migration) is 'offered' until its super admin or operator chooses.
CREATE TABLE company_mfa_policies (
  company_id bigint PRIMARY KEY,
  policy     text NOT NULL CHECK (policy IN ('required', 'offered')),
  changed_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE mfa_factors ENABLE ROW LEVEL SECURITY;
ALTER TABLE mfa_factors FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON mfa_factors
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
ALTER TABLE mfa_recovery_codes ENABLE ROW LEVEL SECURITY;
ALTER TABLE mfa_recovery_codes FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON mfa_recovery_codes
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
ALTER TABLE company_mfa_policies ENABLE ROW LEVEL SECURITY;
ALTER TABLE company_mfa_policies FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON company_mfa_policies
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
