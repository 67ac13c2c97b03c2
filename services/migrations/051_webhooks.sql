-- Webhooks (issue 14): a company admin's HTTPS endpoints, the deliveries the dispatcher creates from
-- the event store (one per endpoint and event), and each attempt's answer (the delivery log).
-- The signing secrets are sealed with the tenant's key (purpose 'webhook-secret'); during a rotation's
-- overlap the previous secret is kept, sealed, until previous_secret_until.
CREATE TABLE webhook_endpoints (
  id                     uuid PRIMARY KEY,
  company_id             bigint NOT NULL,
  url                    text NOT NULL,
  description            text NOT NULL DEFAULT '',
  events                 text[] NOT NULL,
  secret_sealed          bytea NOT NULL,
  previous_secret_sealed bytea,
  previous_secret_until  timestamptz,
  enabled                boolean NOT NULL DEFAULT true,
  consecutive_failures   integer NOT NULL DEFAULT 0,
  disabled_at            timestamptz,
  disabled_reason        text,
  created_by_name        text NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  deleted_at             timestamptz
);
CREATE INDEX webhook_endpoints_company ON webhook_endpoints (company_id) WHERE deleted_at IS NULL;

CREATE TABLE webhook_deliveries (
  id            uuid PRIMARY KEY,
  company_id    bigint NOT NULL,
  endpoint_id   uuid NOT NULL,
  event_id      uuid NOT NULL,
  event         text NOT NULL,
  -- The source stream and position: deliveries of one stream reach an endpoint in order.
  stream_id     text NOT NULL,
  position      bigint NOT NULL,
  payload       jsonb NOT NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts      integer NOT NULL DEFAULT 0,
  last_status   integer,
  last_error    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  enqueued_at   timestamptz,
  finished_at   timestamptz,
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_log ON webhook_deliveries (company_id, endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_to_enqueue ON webhook_deliveries (created_at) WHERE enqueued_at IS NULL;
CREATE INDEX webhook_deliveries_order ON webhook_deliveries (endpoint_id, stream_id, position) WHERE status = 'pending';

CREATE TABLE webhook_attempts (
  delivery_id   uuid NOT NULL,
  company_id    bigint NOT NULL,
  attempt       integer NOT NULL,
  status_code   integer,
  error         text,
  duration_ms   integer NOT NULL,
  at            timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (delivery_id, attempt)
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['webhook_endpoints', 'webhook_deliveries', 'webhook_attempts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    -- The policy of migration 033: the tenant computed once per statement.
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
                    WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))', t);
  END LOOP;
END $$;
