-- Sealing data written before per-applicant keys (issue 32, docs/privacy.md, "What is sealed with the
-- applicant's key"): the progress of rewriting old events to the sealed form, batch by batch after a
-- cursor, so a stopped pass resumes where it was. A system table like key_rotations: it holds no
-- tenant data (positions and counts), so no company_id and no row-level security.
CREATE TABLE personal_data_sealing (
  step         text PRIMARY KEY,
  cursor       text,
  sealed       bigint NOT NULL DEFAULT 0,
  started_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
