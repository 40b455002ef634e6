-- A login being checked is marked here instead of being counted as a failure before its password is
-- checked: correct logins of one account from several devices at once all succeed, while attempts of one
-- account are still checked one at a time, so parallel guesses wait their turn and meet the failure waits.
ALTER TABLE login_failures ADD COLUMN checking_since timestamptz;
