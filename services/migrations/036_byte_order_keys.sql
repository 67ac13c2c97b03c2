-- Keys that are only ever compared for equality take byte order (COLLATE "C"): stream ids, event
-- types, and the sessions' HMAC keys (identity_key, ssn_index: hex digests). With the database's
-- default collation every comparison in their indexes went through the C library's strcoll; a
-- profile of an import showed those comparisons at about 4% of PostgreSQL's time. Equality is the
-- same under either collation, so no query changes; the indexes are rebuilt in byte order.
ALTER TABLE streams ALTER COLUMN stream_id TYPE text COLLATE "C";
ALTER TABLE events ALTER COLUMN stream_id TYPE text COLLATE "C", ALTER COLUMN type TYPE text COLLATE "C";
ALTER TABLE verification_sessions ALTER COLUMN identity_key TYPE text COLLATE "C", ALTER COLUMN ssn_index TYPE text COLLATE "C";
