-- The dashboard card "High Risk and/or Missing SSN" and its list's total (high_risk_or_invalid_ssn=1)
-- as per-day counters (issue 12, docs/dashboard.md). Counting the partial index of migration 043 read
-- every flagged session of the period (about 100,000 this month at a million sessions: 56 ms). The
-- flag moves both with imports (rescoring) and with watchlist reviews (overall risk raised or
-- restored), so the counters are kept by statement-level triggers on the read model itself, from its
-- transition tables: they are right after any write, including the projection's rebuild (its DELETE
-- takes every count back to zero, its replay adds them again), and nothing else has to know the flag.
CREATE TABLE session_risk_days (
  company_id                bigint NOT NULL,
  day                       date NOT NULL,
  high_risk_or_invalid_ssn  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, day)
);
ALTER TABLE session_risk_days ENABLE ROW LEVEL SECURITY;
ALTER TABLE session_risk_days FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON session_risk_days
  USING ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()))
  WITH CHECK ((SELECT app_all_tenants()) OR company_id = (SELECT app_company_id()));

-- One function for the three triggers: + for flagged rows inserted, - for flagged rows deleted, and
-- for an update the difference between the flagged new and old rows of each day (created_at never
-- changes on update). Days whose count does not move are not written.
CREATE FUNCTION session_risk_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO session_risk_days AS d (company_id, day, high_risk_or_invalid_ssn)
    SELECT company_id, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM new_rows
     WHERE overall_risk_level IN ('high', 'very_high') OR invalid_ssn GROUP BY 1, 2
    ON CONFLICT (company_id, day) DO UPDATE SET high_risk_or_invalid_ssn = d.high_risk_or_invalid_ssn + EXCLUDED.high_risk_or_invalid_ssn;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE session_risk_days d SET high_risk_or_invalid_ssn = d.high_risk_or_invalid_ssn - x.n
      FROM (SELECT company_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM old_rows
             WHERE overall_risk_level IN ('high', 'very_high') OR invalid_ssn GROUP BY 1, 2) x
     WHERE d.company_id = x.company_id AND d.day = x.day;
  ELSE
    INSERT INTO session_risk_days AS d (company_id, day, high_risk_or_invalid_ssn)
    SELECT company_id, day, sum(n) FROM (
      SELECT company_id, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS n FROM new_rows
       WHERE overall_risk_level IN ('high', 'very_high') OR invalid_ssn
      UNION ALL
      SELECT company_id, (created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows
       WHERE overall_risk_level IN ('high', 'very_high') OR invalid_ssn) x
     GROUP BY 1, 2 HAVING sum(n) <> 0
    ON CONFLICT (company_id, day) DO UPDATE SET high_risk_or_invalid_ssn = d.high_risk_or_invalid_ssn + EXCLUDED.high_risk_or_invalid_ssn;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER session_risk_days_insert AFTER INSERT ON verification_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_risk_days_apply();
CREATE TRIGGER session_risk_days_update AFTER UPDATE ON verification_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_risk_days_apply();
CREATE TRIGGER session_risk_days_delete AFTER DELETE ON verification_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION session_risk_days_apply();

-- Sessions stored before this migration (as the owner, every tenant).
SELECT set_config('app.company_id', '*', true);
INSERT INTO session_risk_days (company_id, day, high_risk_or_invalid_ssn)
SELECT company_id, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM verification_sessions
 WHERE overall_risk_level IN ('high', 'very_high') OR invalid_ssn GROUP BY 1, 2;
