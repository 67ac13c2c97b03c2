-- A confirmed watchlist match raises the session's overall risk (issue 12, docs/imports.md "Overall
-- risk and the watchlist"). The verification_sessions projection keeps, from the watchlist events,
-- the entry ids whose confirmation stands; while any does, overall_risk_level is at least 'high'
-- (meta_data.level keeps the data score, so a withdrawn confirmation restores it). A constant
-- default adds the column without rewriting the table.
ALTER TABLE verification_sessions ADD COLUMN watchlist_confirmed_ids text[] NOT NULL DEFAULT '{}';

-- The dashboard's "High Risk and/or Missing SSN" card and the list it opens
-- (high_risk_or_invalid_ssn=1): high or very high overall risk (a confirmed watchlist match
-- included), or an SSN missing or failing the rules. Pages walk this index in list order; the
-- exact count of a period is an index-only scan of it.
CREATE INDEX verification_sessions_high_risk_or_invalid_ssn ON verification_sessions (company_id, created_at DESC, id DESC)
  WHERE overall_risk_level IN ('high', 'very_high') OR invalid_ssn;
