-- Financial aid, scheduled reminders (docs/financial-aid.md, "Reminders"): when the daily job texts
-- and e-mails students before their case's deadline, per company. No row: the product's defaults
-- (7 and 1 days before, and once on the first day overdue). `enabled` false: the job sends nothing.
CREATE TABLE finaid_reminder_schedules (
  company_id    bigint PRIMARY KEY,
  enabled       boolean NOT NULL,
  days_before   integer[] NOT NULL CHECK (cardinality(days_before) <= 3 AND 1 <= ALL (days_before) AND 60 >= ALL (days_before)),
  when_overdue  boolean NOT NULL,
  updated_at    timestamptz NOT NULL,
  updated_by_id bigint
);

ALTER TABLE finaid_reminder_schedules ENABLE ROW LEVEL SECURITY;
ALTER TABLE finaid_reminder_schedules FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON finaid_reminder_schedules
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));
