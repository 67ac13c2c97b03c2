-- Outgoing texts and emails (transactional outbox): written in the same transaction as the fact that
-- causes them, delivered by the worker through the configured gateway (a job carries the id only).
-- Recipient and body are AES-256-GCM sealed with the tenant's outbox key: they hold a phone number,
-- an email address and a capture link, none of which may sit in clear in a table or a queue.
CREATE TABLE outbox_messages (
  id                   uuid PRIMARY KEY,
  company_id           bigint NOT NULL,
  channel              text NOT NULL CHECK (channel IN ('sms', 'email')),
  purpose              text NOT NULL,
  reference            text,
  recipient_sealed     bytea NOT NULL,
  recipient_hint       text NOT NULL,
  subject              text,
  body_sealed          bytea NOT NULL,
  status               text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  provider             text,
  provider_message_id  text,
  attempts             integer NOT NULL DEFAULT 0,
  last_error           text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  delivered_at         timestamptz
);
CREATE INDEX outbox_messages_recent ON outbox_messages (created_at DESC, id);
CREATE INDEX outbox_messages_reference ON outbox_messages (company_id, reference);

ALTER TABLE outbox_messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE outbox_messages FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON outbox_messages USING (app_tenant_visible(company_id)) WITH CHECK (app_tenant_visible(company_id));
