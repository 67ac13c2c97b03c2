-- A report is read by the person who asked for it: the worker renders it in their language
-- (issue 12). The language code (en, fr, de, nl) is not personal data; older rows were English.
ALTER TABLE reports ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'de', 'nl'));
