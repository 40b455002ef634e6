-- Each instance trusts a session it has checked until the database says otherwise (plugins/auth.ts). The
-- database says so here, at commit, to every instance listening on the channel session_changes:
-- 't:<token hash>' when a session ends early (logout, or shortened), 'u:<user id>' when an account changes
-- (a password, a role, a suspension, a deletion), which ends trust in all of its sessions.
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 't:' || OLD.token_hash);
  RETURN NULL;
END
$$;
CREATE TRIGGER sessions_announce_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();

CREATE FUNCTION announce_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'u:' || OLD.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_account_change();
