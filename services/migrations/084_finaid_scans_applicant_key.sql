-- Issue 32 (docs/privacy.md, inventory): the financial-aid scans are sealed with the student's own key
-- (the linked applicant's session uuid, else the case id: financial-aid/sealed-finaid-events.ts), not
-- the tenant's. `subject_uuid` names whose key sealed the bytes; NULL marks a scan still under the
-- tenant key (written before, until the resumable seal-existing pass moves it), which the reader still opens.
ALTER TABLE finaid_scans ADD COLUMN subject_uuid uuid;
