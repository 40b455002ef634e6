-- A refill writes the member's new queue in one statement instead of a transaction of six round trips
-- (repositories/feed.ts replaceQueue). The member's lock comes first, so one refill at a time writes a
-- queue, and each statement after it sees what the refill before it committed (a volatile function takes
-- a fresh snapshot per statement). Candidates whose profile vanished meanwhile are left out; answers how
-- many were kept. The lock has the key the member's refill lock always had.
CREATE FUNCTION replace_feed_queue(
  queue_member text, candidate_ids text[], ranks real[], queue_size integer, refilled timestamptz,
  from_generation bigint, from_model bigint, from_decisions integer, from_changes timestamptz
) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  kept integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('feed:' || queue_member, 0));
  DELETE FROM feed_queue WHERE member_id = queue_member;
  WITH added AS (
    INSERT INTO feed_queue (member_id, candidate_id, score)
    SELECT queue_member, r.id, r.rank FROM unnest(candidate_ids, ranks) AS r (id, rank)
    WHERE EXISTS (SELECT 1 FROM profiles p WHERE p.id = r.id)
    ON CONFLICT (member_id, candidate_id) DO UPDATE SET score = EXCLUDED.score
    RETURNING 1)
  SELECT count(*)::integer INTO kept FROM added;
  INSERT INTO feed_state (member_id, refilled_at, exhausted, built_generation, built_model, built_decisions, built_changes)
  VALUES (queue_member, refilled, kept < queue_size, from_generation, from_model, from_decisions, from_changes)
  ON CONFLICT (member_id) DO UPDATE
  SET refilled_at = EXCLUDED.refilled_at, exhausted = EXCLUDED.exhausted,
    built_generation = EXCLUDED.built_generation, built_model = EXCLUDED.built_model,
    built_decisions = EXCLUDED.built_decisions, built_changes = EXCLUDED.built_changes,
    version = feed_state.version + 1;
  RETURN kept;
END
$$;
