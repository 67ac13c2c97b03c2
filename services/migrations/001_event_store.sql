-- Event store (DESIGN.md section 2). One row per event; streams hold the current version so that an
-- append with an expected version is a single conditional UPDATE (a lost race is a typed 409).

-- The tenant filter used by every row-level-security policy. '*' is the system scope (sign-in by
-- email, super-admin screens, projections); anything else must equal the row's company id.
CREATE OR REPLACE FUNCTION app_tenant_visible(row_company_id bigint) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT current_setting('app.company_id', true) = '*'
      OR row_company_id::text = current_setting('app.company_id', true)
$$;

CREATE TABLE streams (
  stream_id   text PRIMARY KEY,
  company_id  bigint,
  version     bigint NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text NOT NULL,
  stream_version  bigint NOT NULL,
  company_id      bigint,
  event_id        uuid NOT NULL UNIQUE,
  type            text NOT NULL,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_version)
);
CREATE INDEX events_subscription_order ON events (transaction_id, global_position);
CREATE INDEX events_company_type ON events (company_id, type);

-- Where each asynchronous projection has read to: both the transaction id and the position, because
-- positions are handed out at insert time but become visible in commit order.
CREATE TABLE projection_checkpoints (
  name            text PRIMARY KEY,
  last_tx         xid8 NOT NULL DEFAULT '0'::xid8,
  last_position   bigint NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE streams ENABLE ROW LEVEL SECURITY;
ALTER TABLE streams FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON streams USING (app_tenant_visible(company_id)) WITH CHECK (app_tenant_visible(company_id));
ALTER TABLE events ENABLE ROW LEVEL SECURITY;
ALTER TABLE events FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON events USING (app_tenant_visible(company_id)) WITH CHECK (app_tenant_visible(company_id));
