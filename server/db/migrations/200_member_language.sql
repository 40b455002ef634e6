-- The language a member reads the product in (contract/languages.ts): the app, its errors and, with the
-- notices, emails and push. English until the member chooses.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE users ADD CONSTRAINT users_language_offered CHECK (language IN ('en', 'hi', 'ta'));
