-- Issue 12: company names are unique among live companies, ignoring case and surrounding spaces.
-- name_key = lower(btrim(name)); the partial unique index is the arbiter when two super admins
-- create or rename at the same moment (the loser's transaction fails with 23505, answered 409).
-- Companies that already shared a name before this migration keep theirs (name_key NULL for all
-- but the oldest), and the projection leaves name_key NULL when replaying such a historic
-- duplicate, so a rebuild never fails on them.
ALTER TABLE companies ADD COLUMN name_key text;
UPDATE companies c SET name_key = lower(btrim(c.name))
 WHERE c.deleted_at IS NULL
   AND NOT EXISTS (SELECT 1 FROM companies o
                    WHERE o.deleted_at IS NULL AND lower(btrim(o.name)) = lower(btrim(c.name)) AND o.id < c.id);
CREATE UNIQUE INDEX companies_live_name ON companies (name_key) WHERE deleted_at IS NULL;
