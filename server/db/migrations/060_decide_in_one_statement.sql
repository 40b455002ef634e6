-- A decision is recorded in one statement (repositories/matches.ts DECIDE_SQL) instead of a transaction
-- of several round trips. The pair's lock must still come before reading the pair's answers, so that
-- when both members say yes at the same moment the later one sees the earlier one's yes: a statement's
-- own snapshot is taken before any lock it waits for, so these reads are done here, where each query
-- takes a fresh snapshot (a volatile function), after the lock. The lock is held until the
-- statement's transaction ends, and has the key the pair's lock always had.

-- The lock of the pair (a, b: the smaller id first), then both answers on record: from -> to and to -> from.
CREATE FUNCTION lock_pair_answers(a text, b text, from_id text, to_id text)
RETURNS TABLE (earlier boolean, mutual boolean) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('pair:' || a || ':' || b, 0));
  RETURN QUERY SELECT
    (SELECT d.interested FROM match_decisions d WHERE d.from_id = lock_pair_answers.from_id AND d.to_id = lock_pair_answers.to_id),
    (SELECT d.interested FROM match_decisions d WHERE d.from_id = lock_pair_answers.to_id AND d.to_id = lock_pair_answers.from_id);
END
$$;

-- The chat channel of a pair (a, b: the smaller id first) under the pair's lock: made with `new_id`
-- the first time, and read as committed now (not as the calling statement began) afterwards.
CREATE FUNCTION pair_channel(new_id text, a text, b text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  found text;
BEGIN
  INSERT INTO chat_channels (id, member_a, member_b) VALUES (new_id, a, b) ON CONFLICT (member_a, member_b) DO NOTHING;
  SELECT c.id INTO found FROM chat_channels c WHERE c.member_a = a AND c.member_b = b;
  RETURN found;
END
$$;
