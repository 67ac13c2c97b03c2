-- Process-wide settings generated on first start (the JWT signing secret when JWT_SECRET is unset),
-- kept in the database so that every replica and every restart agree.
CREATE TABLE app_settings (
  key    text PRIMARY KEY,
  value  text NOT NULL
);
