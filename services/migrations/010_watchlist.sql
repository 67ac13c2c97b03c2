-- Watchlist screening (issue 5): loaded sanctions-list versions (system tables) and the latest
-- screening per verification session (tenant read model).

-- One row per loaded version of one list. System-wide: the lists are public and shared by every
-- tenant, so these tables have no company_id and no row-level security (like app_settings).
CREATE TABLE watchlist_versions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source      text NOT NULL,
  sha256      text NOT NULL,
  files       jsonb NOT NULL,
  counts      jsonb NOT NULL,
  origin      text NOT NULL,
  fetched_at  timestamptz NOT NULL,
  loaded_at   timestamptz NOT NULL DEFAULT now(),
  is_current  boolean NOT NULL DEFAULT false,
  UNIQUE (source, sha256)
);
-- The atomic swap: exactly one current version per list, flipped in one transaction.
CREATE UNIQUE INDEX watchlist_versions_current ON watchlist_versions (source) WHERE is_current;

-- The published bytes of recent versions, so that every API and worker replica loads exactly the
-- version the refresher validated (no shared disk, no second download that could differ).
CREATE TABLE watchlist_version_files (
  version_id  bigint NOT NULL,
  name        text NOT NULL,
  bytes       bytea NOT NULL,
  PRIMARY KEY (version_id, name)
);

-- Health of the refresh per list: the last attempt and the last failure, for operators.
CREATE TABLE watchlist_refresh_status (
  source           text PRIMARY KEY,
  origin           text NOT NULL,
  last_attempt_at  timestamptz NOT NULL,
  last_success_at  timestamptz,
  last_error       text
);

-- Inline read model of the watchlist-<sessionUuid> streams: the latest result per screened session,
-- with review decisions applied, and the rescreen flag the console lists.
CREATE TABLE watchlist_screenings (
  session_uuid       uuid PRIMARY KEY,
  company_id         bigint NOT NULL,
  version_key        text NOT NULL,
  risk_level         text NOT NULL,
  match_status       text NOT NULL,
  result             jsonb NOT NULL,
  screened_at        timestamptz NOT NULL,
  flagged_at         timestamptz,
  flagged_entry_ids  text[] NOT NULL DEFAULT '{}',
  updated_at         timestamptz NOT NULL
);
CREATE INDEX watchlist_screenings_subjects ON watchlist_screenings (company_id, session_uuid);
CREATE INDEX watchlist_screenings_flagged ON watchlist_screenings (company_id, flagged_at DESC, session_uuid)
  WHERE flagged_at IS NOT NULL;

ALTER TABLE watchlist_screenings ENABLE ROW LEVEL SECURITY;
ALTER TABLE watchlist_screenings FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON watchlist_screenings
  USING (app_tenant_visible(company_id)) WITH CHECK (app_tenant_visible(company_id));
