-- Issue 32 (docs/privacy.md, "What is sealed"): a legal hold's reasons are sealed with the applicant's
-- key in the events (they can name the applicant). The read model keeps them for the open hold's
-- display; an erasure clears them (NULL: the reason went with the key), so a rebuild, which reads
-- them as absent once the key is destroyed, writes NULL too. Holds of applicants erased before this
-- version lose their reasons here, as the erasure would now have done.
ALTER TABLE legal_holds ALTER COLUMN reason DROP NOT NULL;

UPDATE legal_holds h SET reason = NULL, release_reason = NULL
  FROM erased_applicants e
 WHERE e.company_id = h.company_id AND e.subject_uuid = h.subject_uuid;
