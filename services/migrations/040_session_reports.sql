-- PDF reports of a verification session's detail (spec section 2, "An Export button produces a PDF").
--
-- They share the IDV reports' table, queue, worker and download routes: a report is a row with its
-- progress and, once rendered, the sealed file; what it is about is either an IDV or a session.
-- The table keeps its row-level security policy and grants through the rename.
ALTER TABLE idv_reports RENAME TO reports;
ALTER INDEX idv_reports_idv RENAME TO reports_idv;
ALTER TABLE reports RENAME CONSTRAINT idv_reports_pkey TO reports_pkey;
ALTER TABLE reports RENAME CONSTRAINT idv_reports_status_check TO reports_status_check;
ALTER TABLE reports ALTER COLUMN idv_id DROP NOT NULL;
ALTER TABLE reports ADD COLUMN session_uuid uuid;
ALTER TABLE reports ADD CONSTRAINT reports_one_subject CHECK (num_nonnulls(idv_id, session_uuid) = 1);
CREATE INDEX reports_session ON reports (company_id, session_uuid, created_at DESC) WHERE session_uuid IS NOT NULL;
