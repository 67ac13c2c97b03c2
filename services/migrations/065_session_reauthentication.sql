-- A fresh re-authentication inside a session (issue 31; docs/security.md "Multi-factor sign-in"):
-- adding or removing a sign-in factor, or issuing new recovery codes, needs the current password or a
-- current authenticator code typed in the last few minutes (or a sign-in that recent). The time it was
-- last proven belongs to the session: it ends with it and is never shared with another session.
ALTER TABLE sign_in_sessions ADD COLUMN reauthenticated_at timestamptz;
