-- A check that keeps failing (a picture the models cannot read, a child process that dies on it) is tried a
-- bounded number of times, as the email outbox does, then given up: the job stays, marked failed with its last
-- error, so staff see "Checks failed" on the profile's review row and look at the documents themselves. A new
-- upload asks again and starts the count afresh.
ALTER TABLE check_jobs ADD COLUMN failed_at timestamptz;
ALTER TABLE check_jobs ADD COLUMN last_error text;
