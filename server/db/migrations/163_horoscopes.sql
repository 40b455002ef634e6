-- A member's horoscope, opt-in: what they gave (birth time local at the birth place, the place, manglik,
-- whether to share) and the Moon worked out from it with the date of birth. Shown (with the guna match)
-- only between two members who both share.
CREATE TABLE horoscopes (
  member_id text PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  birth_time text,
  birth_city text,
  birth_country text,
  birth_latitude double precision,
  birth_longitude double precision,
  time_zone text NOT NULL,
  manglik text NOT NULL,
  share boolean NOT NULL,
  rashi text NOT NULL,
  nakshatra text NOT NULL,
  pada integer NOT NULL,
  -- The Moon's sidereal longitude, for the koota that splits a sign at 15 degrees.
  moon_longitude double precision NOT NULL,
  nakshatra_certain boolean NOT NULL,
  possible_nakshatras text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
