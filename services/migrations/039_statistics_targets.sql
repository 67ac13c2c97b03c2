-- No planner statistics for columns no query filters, sorts or joins on (docs/imports.md, fourth session).
--
-- Autovacuum analyses verification_sessions each time about a tenth of it has changed, so a large
-- import runs ANALYZE dozens of times, and each ANALYZE read and sorted the sampled rows' meta_data
-- (jsonb), export line and SSN cipher: about half its time (1.3 s → 0.75 s on a 200,000-row table).
-- These columns are only ever read whole for the rows a query has already chosen; their statistics
-- never informed a plan. events.data is the same: queries select events by stream, type or position.
ALTER TABLE verification_sessions
  ALTER COLUMN meta_data SET STATISTICS 0,
  ALTER COLUMN export_csv SET STATISTICS 0,
  ALTER COLUMN ssn_cipher SET STATISTICS 0;
ALTER TABLE events ALTER COLUMN data SET STATISTICS 0;
