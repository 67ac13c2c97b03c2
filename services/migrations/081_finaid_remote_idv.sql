-- Financial aid, the remote self-service method (issue 35): a case keeps the IDV its texted link
-- started, so that IDV's result completes the case; `idv_id` is the IDV's public id (a uuid, as
-- idv_records.id), never set before this migration (remote results were refused until now).
ALTER TABLE finaid_cases ALTER COLUMN idv_id TYPE uuid USING NULL;
ALTER TABLE finaid_cases
  ADD COLUMN remote_idv_id uuid,
  ADD COLUMN remote_idv_stream text,
  ADD COLUMN scan_id uuid;
CREATE INDEX finaid_cases_remote_idv ON finaid_cases (remote_idv_stream) WHERE remote_idv_stream IS NOT NULL;
