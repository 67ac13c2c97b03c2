-- Single sign-on per company (issue 31, docs/operations.md "Connecting a school's identity provider").
-- The settings are event-sourced (stream sso-config-<company>, the admin in each event's metadata);
-- sso_settings is their state row. The OIDC client secret and the SP's SAML signing key are sealed with
-- the tenant key (purposes 'sso-client-secret' and 'sso-saml-key'), never in an event.
CREATE TABLE sso_settings (
  company_id            bigint PRIMARY KEY,
  protocol              text NOT NULL CHECK (protocol IN ('oidc', 'saml')),
  enabled               boolean NOT NULL DEFAULT true,
  -- OIDC
  issuer_url            text,
  client_id             text,
  client_secret_sealed  bytea,
  -- SAML: the IdP's metadata as given (XML), where it was fetched from, and what it says
  idp_metadata_url      text,
  idp_metadata_xml      text,
  idp_entity_id         text,
  idp_sso_url           text,
  idp_certificates      text[] NOT NULL DEFAULT '{}',
  sp_certificate        text,
  sp_key_sealed         bytea,
  -- Who may come in, and with which permissions when created on the fly
  email_domains         text[] NOT NULL DEFAULT '{}',
  jit_enabled           boolean NOT NULL DEFAULT false,
  group_attribute       text NOT NULL DEFAULT 'groups',
  group_permissions     jsonb NOT NULL DEFAULT '{}',
  -- Password sign-in refused for the company's staff, except the break-glass company admin
  require_sso           boolean NOT NULL DEFAULT false,
  break_glass_user_id   bigint,
  updated_at            timestamptz NOT NULL DEFAULT now()
);

-- A domain belongs to one company: the sign-in page finds the company by the e-mail's domain.
CREATE TABLE sso_domains (
  domain      text PRIMARY KEY,
  company_id  bigint NOT NULL
);
CREATE INDEX sso_domains_company ON sso_domains (company_id);

-- SAML assertion ids already accepted (replay), kept until the assertion would have expired.
CREATE TABLE sso_used_assertions (
  company_id    bigint NOT NULL,
  assertion_id  text NOT NULL,
  expires_at    timestamptz NOT NULL,
  PRIMARY KEY (company_id, assertion_id)
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sso_settings', 'sso_domains', 'sso_used_assertions'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
                    WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))', t);
  END LOOP;
END $$;
