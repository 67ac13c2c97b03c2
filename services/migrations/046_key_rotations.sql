-- Data-key rotations (issue 18): the progress of re-encrypting everything sealed under older master
-- keys with the current one, so a stopped rotation resumes where it was. One row per target key,
-- named by its public id (an HMAC of a fixed text under the key, never the key). A system table like
-- watchlist_refresh_status: it holds no tenant data, so no company_id and no row-level security.
CREATE TABLE key_rotations (
  key_id       text PRIMARY KEY,
  step         text NOT NULL,
  cursor       text,
  rewritten    bigint NOT NULL DEFAULT 0,
  started_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);

-- The secrets an older version kept here live in the key file now (moved at start, shared/crypto/secrets.ts).
COMMENT ON TABLE app_settings IS 'No secrets: the JWT secret and the data key moved to the key file under DATA_DIR (issue 18).';
