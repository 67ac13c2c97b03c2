-- Issue 12: an applicant whose date of birth is missing or unreadable is imported with a finding
-- (TDBM / TDBI) instead of being rejected, so the column may now be empty. Every reader already
-- formats it with to_char / coalesce, which keep NULL as an empty cell.
ALTER TABLE verification_sessions ALTER COLUMN date_of_birth DROP NOT NULL;
