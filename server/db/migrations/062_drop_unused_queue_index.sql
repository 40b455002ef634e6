-- Every read of a member's queue goes through its primary key (member_id, candidate_id) and is ordered
-- after, from what matching knows now; no query reads the queue by stored score. The index on score cost
-- every refill, which rewrites the member's fifty rows, a third index write per row for nothing.
DROP INDEX IF EXISTS feed_queue_rank_idx;
