-- A queue is marked exhausted only when a look through the whole pool found fewer candidates than a queue
-- holds. A refresh looks at part of the pool (the queue, the likers, changed profiles and a window), so
-- finding few there says nothing about the pool: it leaves the mark as the last whole-pool refill set it
-- (queue_size NULL). Queue policy (services/matching/queue-policy.ts) then ranks the whole pool again for a
-- low queue only when the last look did not already find everything there was.
CREATE OR REPLACE FUNCTION replace_feed_queue(
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
  VALUES (queue_member, refilled, coalesce(kept < queue_size, false), from_generation, from_model, from_decisions,
    from_changes)
  ON CONFLICT (member_id) DO UPDATE
  SET refilled_at = EXCLUDED.refilled_at,
    exhausted = CASE WHEN queue_size IS NULL THEN feed_state.exhausted ELSE EXCLUDED.exhausted END,
    built_generation = EXCLUDED.built_generation, built_model = EXCLUDED.built_model,
    built_decisions = EXCLUDED.built_decisions, built_changes = EXCLUDED.built_changes,
    version = feed_state.version + 1;
  RETURN kept;
END
$$;
