-- Uploads kept in the database when FILE_STORAGE=database (several instances, no shared volume).
CREATE TABLE stored_files (
  key text PRIMARY KEY,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
