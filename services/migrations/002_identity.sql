-- Identity read models (companies, users) and the credential state table. Users and companies are
-- event-sourced; password hashes are not events (DESIGN.md section 2) and live only in credentials.

CREATE SEQUENCE company_ids;
CREATE SEQUENCE user_ids;

CREATE TABLE companies (
  id            bigint PRIMARY KEY,
  company_id    bigint GENERATED ALWAYS AS (id) STORED,
  name          text NOT NULL,
  logo_version  integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  deleted_at    timestamptz
);

CREATE TABLE users (
  id                      bigint PRIMARY KEY,
  company_id              bigint, -- no foreign key: read models are rebuilt one at a time
  email                   text NOT NULL,
  name                    text NOT NULL,
  first_name              text NOT NULL,
  last_name               text NOT NULL,
  user_type               smallint NOT NULL CHECK (user_type IN (1, 2, 3)),
  permissions             smallint[] NOT NULL DEFAULT '{}',
  has_to_change_password  boolean NOT NULL DEFAULT false,
  disabled                boolean NOT NULL DEFAULT false,
  token_version           integer NOT NULL DEFAULT 0,
  created_at              timestamptz NOT NULL,
  updated_at              timestamptz NOT NULL,
  deleted_at              timestamptz
);
-- One live account per email address: sign-in looks users up by email alone.
CREATE UNIQUE INDEX users_live_email ON users (lower(email)) WHERE deleted_at IS NULL;
CREATE INDEX users_company ON users (company_id, user_type) WHERE deleted_at IS NULL;

CREATE TABLE credentials (
  user_id        bigint PRIMARY KEY,
  company_id     bigint,
  password_hash  text NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- Logos are re-encoded PNGs kept in the database so that every API replica can serve them.
CREATE TABLE company_logos (
  company_id  bigint PRIMARY KEY,
  version     integer NOT NULL,
  png         bytea NOT NULL
);

-- Asynchronous projection: per-company head counts shown on the companies screen.
CREATE TABLE company_stats (
  company_id   bigint PRIMARY KEY,
  admin_count  integer NOT NULL DEFAULT 0,
  staff_count  integer NOT NULL DEFAULT 0
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'users', 'credentials', 'company_logos', 'company_stats'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (app_tenant_visible(company_id)) WITH CHECK (app_tenant_visible(company_id))', t);
  END LOOP;
END $$;
