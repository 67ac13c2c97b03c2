-- Webhook endpoint management becomes event-sourced (docs/integrations.md, "Audit"): webhook_endpoints
-- is now the inline projection of the webhook-endpoint-<id> streams. What is state and not an event
-- moves to webhook_endpoint_state, which a projection rebuild never touches: the sealed signing
-- secrets (key material, like password hashes) and the delivery worker's failure streak (operational).
CREATE TABLE webhook_endpoint_state (
  endpoint_id            uuid PRIMARY KEY,
  company_id             bigint NOT NULL,
  secret_sealed          bytea NOT NULL,
  previous_secret_sealed bytea,
  previous_secret_until  timestamptz,
  consecutive_failures   integer NOT NULL DEFAULT 0
);
INSERT INTO webhook_endpoint_state
  (endpoint_id, company_id, secret_sealed, previous_secret_sealed, previous_secret_until, consecutive_failures)
SELECT id, company_id, secret_sealed, previous_secret_sealed, previous_secret_until, consecutive_failures
  FROM webhook_endpoints;

ALTER TABLE webhook_endpoint_state ENABLE ROW LEVEL SECURITY;
ALTER TABLE webhook_endpoint_state FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON webhook_endpoint_state
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));

-- Endpoints registered before this migration get the history their row shows, so a rebuild keeps
-- them: registered by the recorded creator, then disabled (when it was) and deleted (when it is).
CREATE TEMP TABLE webhook_backfill ON COMMIT DROP AS
SELECT e.id, e.company_id, e.created_at, e.disabled_at, e.deleted_at, e.enabled, e.disabled_reason,
       e.consecutive_failures,
       jsonb_build_object('companyId', e.company_id, 'correlationId', 'migration-053',
         'actor', jsonb_build_object('id', NULL, 'name', e.created_by_name, 'type', 'user')) AS metadata,
       jsonb_build_array(
         jsonb_build_object('type', 'WebhookEndpointRegistered', 'at', e.created_at, 'data',
           jsonb_build_object('endpointId', e.id, 'url', e.url, 'description', e.description, 'events', to_jsonb(e.events))))
       || CASE WHEN NOT e.enabled AND e.disabled_at IS NOT NULL THEN jsonb_build_array(
            jsonb_build_object('type', 'WebhookEndpointDisabled', 'at', e.disabled_at, 'data',
              CASE WHEN e.disabled_reason LIKE 'Disabled after%'
                   THEN jsonb_build_object('reason', 'failures', 'failures', substring(e.disabled_reason FROM 'after (\d+)')::int)
                   ELSE jsonb_build_object('reason', 'admin') END)) ELSE '[]'::jsonb END
       || CASE WHEN e.deleted_at IS NOT NULL THEN jsonb_build_array(
            jsonb_build_object('type', 'WebhookEndpointDeleted', 'at', e.deleted_at, 'data', '{}'::jsonb)) ELSE '[]'::jsonb END
         AS history
  FROM webhook_endpoints e;

INSERT INTO events (stream_id, stream_version, company_id, event_id, type, data, metadata, recorded_at)
SELECT 'webhook-endpoint-' || b.id, h.i, b.company_id, gen_random_uuid(), h.e->>'type', h.e->'data', b.metadata,
       (h.e->>'at')::timestamptz
  FROM webhook_backfill b, jsonb_array_elements(b.history) WITH ORDINALITY AS h(e, i);
INSERT INTO streams (stream_id, company_id, version)
SELECT 'webhook-endpoint-' || b.id, b.company_id, jsonb_array_length(b.history) FROM webhook_backfill b;

ALTER TABLE webhook_endpoints
  DROP COLUMN secret_sealed,
  DROP COLUMN previous_secret_sealed,
  DROP COLUMN previous_secret_until,
  DROP COLUMN consecutive_failures;
