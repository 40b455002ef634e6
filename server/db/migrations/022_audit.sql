-- Who did what to whom: staff reviews and document views, refused identity claims, reports and their
-- outcomes, suspensions, account deletions. Rows name accounts by id without foreign keys, so they
-- outlive a deleted account: fraud prevention and the law keep them (README, "What is kept").
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- NULL: the service itself (a scheduled job).
  actor_id text,
  action text NOT NULL,
  -- The member the action concerns, when there is one.
  subject_id text,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_events_subject_idx ON audit_events (subject_id, at);
CREATE INDEX audit_events_actor_idx ON audit_events (actor_id, at);
