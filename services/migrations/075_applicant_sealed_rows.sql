-- Issue 32 (docs/privacy.md, inventory): ID images, stored reports and outbox messages are sealed
-- with the applicant's own key, not the tenant's. `subject_uuid` names the applicant whose key
-- sealed the row's bytes; NULL marks a row still under the tenant key (written before, until the
-- resumable seal-existing pass moves it), which the readers still open.
ALTER TABLE idv_images ADD COLUMN subject_uuid uuid;
ALTER TABLE reports ADD COLUMN subject_uuid uuid;
ALTER TABLE outbox_messages ADD COLUMN subject_uuid uuid;

-- An IDV named by its id after its applicant was erased answers 410 "Erased on …": the id is found
-- in the IdvRequested event (kept in the clear for the audit trail) without scanning the log.
CREATE INDEX events_idv_requested_id ON events ((data->>'idvId')) WHERE type = 'IdvRequested';
