-- Import row errors as catalogue keys (services/src/shared/i18n): a chunk's errors now carry
-- `message: {key, params}`, rendered in the reader's language when errors.csv is read. Rows projected
-- from chunks committed before keep their English text in `message` (key NULL); the read side upcasts
-- them (applicant-import/list-imports/legacy-import-errors.ts). The events themselves never change.
ALTER TABLE import_errors
  ALTER COLUMN message DROP NOT NULL,
  ADD COLUMN message_key text,
  ADD COLUMN message_params jsonb,
  ADD CONSTRAINT import_errors_text CHECK (message IS NOT NULL OR message_key IS NOT NULL);
