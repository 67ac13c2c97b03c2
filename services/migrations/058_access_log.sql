-- The access log (issue 31; docs/access-log.md): one line per view of an applicant's personal data,
-- who, when, which applicants (ids and uuids only, never names or SSNs), what, from where. Each
-- company's lines form a hash chain: line n stores the hash of line n - 1 and its own hash over
-- its content and that previous hash; access_log_heads holds each company's last line, and an
-- append locks that row (FOR UPDATE) in the transaction that inserts, so appends are serialised per
-- company and `npm run audit -- verify` can find the first broken link.
CREATE TABLE access_log (
  company_id    bigint NOT NULL,
  seq           bigint NOT NULL,
  at            timestamptz NOT NULL,
  actor_type    text NOT NULL,
  actor_id      text NOT NULL,
  actor_name    text NOT NULL,
  kind          text NOT NULL,
  applicant_ids text[] NOT NULL,
  detail        jsonb NOT NULL,
  ip            text,
  request_id    text NOT NULL,
  prev_hash     text NOT NULL,
  hash          text NOT NULL,
  PRIMARY KEY (company_id, seq)
);
CREATE INDEX access_log_by_time ON access_log (company_id, at DESC, seq DESC);
CREATE INDEX access_log_by_actor ON access_log (company_id, actor_id, at DESC);
CREATE INDEX access_log_by_applicant ON access_log USING gin (applicant_ids);

CREATE TABLE access_log_heads (
  company_id bigint PRIMARY KEY,
  seq        bigint NOT NULL,
  hash       text NOT NULL
);

ALTER TABLE access_log ENABLE ROW LEVEL SECURITY;
ALTER TABLE access_log FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON access_log
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
ALTER TABLE access_log_heads ENABLE ROW LEVEL SECURITY;
ALTER TABLE access_log_heads FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON access_log_heads
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
