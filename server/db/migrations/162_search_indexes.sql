-- Search reads published members by the filters families use most, so a search by mother tongue (or
-- religion) reads that part of the pool rather than every profile; newest-first pages read in order.
CREATE INDEX profiles_search_tongue_idx ON profiles (mother_tongue, gender) WHERE published_at IS NOT NULL;
CREATE INDEX profiles_search_religion_idx ON profiles (religion, gender) WHERE published_at IS NOT NULL;
CREATE INDEX profiles_search_newest_idx ON profiles (gender, published_at DESC) WHERE published_at IS NOT NULL;
