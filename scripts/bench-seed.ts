import { randomBytes } from 'node:crypto';
import {
  FATHERS_OCCUPATIONS,
  HABIT_FREQUENCIES,
  MOTHERS_OCCUPATIONS,
  ONBOARDING_DEGREES,
  ONBOARDING_LANGUAGES,
  PROFILE_FOODS,
  RELIGIONS,
  RELIGIOUS_LEVELS,
} from '../contract/enums';
import type { Db } from '../server/db/types';
import { sha256 } from '../server/lib/crypto';

export interface BenchSeedOptions {
  profiles: number;
  /** Matched pairs, each with a chat channel. */
  pairs: number;
  messagesPerPair: number;
  /** Members (not in a pair) given a session for the feed load. */
  feedMembers: number;
  /** Share of profiles with partner preferences that include dealbreakers (issue 29); default 0.7. */
  dealbreakerShare?: number;
}

export interface BenchSeed {
  /** Tokens of members who load the feed. */
  feedTokens: string[];
  /** For each of those members, profiles of their pool they have not decided on, for decisions during the load. */
  decisionTargets: string[][];
  /** A token and one of its channels, for history and send. */
  chatters: { token: string; channelId: string }[];
}

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Kabir',
  'Meera',
  'Vikram',
  'Isha',
  'Dev',
  'Kavya',
  'Arjun',
  'Zara',
];
const LAST = ['Sharma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Khan', 'Singh', 'Das', 'Menon', 'Joshi', 'Rao', 'Gill'];
const CITIES = [
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Pune',
  'Jaipur',
  'Kochi',
  'Dubai',
  'London',
];
const COUNTRIES = [
  'India',
  'India',
  'India',
  'India',
  'India',
  'India',
  'India',
  'India',
  'India',
  'United Arab Emirates',
  'United Kingdom',
];
/** Income slabs of spec 3 as (min, max) with -1 for "no bound". */
const INCOME_MIN = [-1, 0, 5, 10, 20, 50, 100];
const INCOME_MAX = [-1, 5, 10, 20, 50, 100, -1];
const ABOUT =
  'I am a warm and curious person who enjoys reading, travelling and long conversations over chai with friends and family on weekends, and I am looking for a kind partner.';

export const benchId = (i: number) => `bench-${String(i).padStart(7, '0')}`;

/**
 * Fills an empty, migrated database with `profiles` published, verified and
 * onboarded members varied across every enum (bulk INSERT ... SELECT over
 * generate_series: no row-by-row round trips), matched pairs with chat
 * history, and sessions for the load generator.
 */
/** Decisions each feed member makes before the timed loads, so they measure a server that has served decisions. */
export const WARM_DECISIONS = 2;
/** Decisions each feed member can make during a load (three runs of eight), after the warm-up's. */
const DECISION_TARGETS = WARM_DECISIONS + 24;

/*
 * Partner preferences for a share of the profiles, every one with dealbreakers, spread so pools stay
 * realistic: an age range around the member's own age (always a dealbreaker), and as further dealbreakers
 * for some a non-smoker (every 3rd), a vegetarian or vegan diet (every 4th) and their own faith (every 5th);
 * languages as a soft wish. Bits are PREFERENCE_FIELDS' positions: ageRange 1, religions 4, smoking 16, food 64.
 */
async function seedPreferences(db: Db, n: number, share: number): Promise<void> {
  if (share <= 0) return;
  await db.query(
    `INSERT INTO partner_preferences (member_id, age_min, age_max, religions, smoking, food, languages, dealbreakers)
     SELECT p.id, greatest(21, a - 6 - i % 4), a + 4 + i % 6,
       CASE WHEN i % 5 = 0 THEN ARRAY[p.religion] ELSE '{}' END,
       CASE WHEN i % 3 = 0 THEN ARRAY['NEVER', 'OCCASIONALLY'] ELSE '{}' END,
       CASE WHEN i % 4 = 0 THEN ARRAY['VEGETARIAN', 'VEGAN'] ELSE '{}' END,
       p.languages,
       1 | CASE WHEN i % 5 = 0 THEN 4 ELSE 0 END | CASE WHEN i % 3 = 0 THEN 16 ELSE 0 END
         | CASE WHEN i % 4 = 0 THEN 64 ELSE 0 END
     FROM generate_series(1, $1::int) i
     JOIN profiles p ON p.id = 'bench-' || lpad(i::text, 7, '0')
     CROSS JOIN LATERAL (SELECT date_part('year', age(p.dob))::int AS a) age
     WHERE (i * 7) % 100 < $2::int`,
    [n, Math.round(share * 100)],
  );
}

export async function seedBench(db: Db, options: BenchSeedOptions): Promise<BenchSeed> {
  const { profiles: n, pairs, messagesPerPair, feedMembers } = options;
  if (pairs * 2 + feedMembers > n) throw new Error('not enough profiles for the pairs and feed members asked for');

  await db.query(
    `INSERT INTO users (id, email, password_hash, role)
     SELECT 'bench-' || lpad(i::text, 7, '0'), 'bench' || i || '@bench.example', NULL, 'member'
     FROM generate_series(1, $1::int) i`,
    [n],
  );
  // Odd members are women and even members men (so pair k is 2k-1 and 2k); every 50th is OTHER.
  await db.query(
    `INSERT INTO profiles (id, first_name, last_name, dob, gender, height, weight, smoking, drinking, food, pets,
       religion, religious, brothers, sisters, fathers_occupation, mothers_occupation, languages, about_my_family,
       about_me, city, country, degree, college, workplace, min_income, max_income,
       name_done, basic_done, lifestyle_done, family_done, about_done, images_done, profession_done, published_at)
     SELECT 'bench-' || lpad(i::text, 7, '0'),
       ($2::text[])[1 + (i * 7) % cardinality($2::text[])],
       ($3::text[])[1 + (i * 11) % cardinality($3::text[])],
       date '1984-01-01' + (i * 7919) % 5400,
       CASE WHEN i % 50 = 0 THEN 'OTHER' WHEN i % 2 = 1 THEN 'FEMALE' ELSE 'MALE' END,
       58 + (i * 13) % 18, 48 + (i * 17) % 40,
       ($4::text[])[1 + ((i * 13) % 10) / 3], ($4::text[])[1 + ((i * 29) % 10) / 3],
       ($5::text[])[1 + (i * 31) % 3], CASE WHEN i % 3 = 0 THEN 'YES' ELSE 'NO' END,
       ($6::text[])[1 + ((i * 37) % 20) % cardinality($6::text[])], ($7::text[])[1 + (i * 41) % 4],
       (i * 3) % 4, (i * 5) % 3,
       ($8::text[])[1 + (i * 43) % cardinality($8::text[])], ($9::text[])[1 + (i * 47) % cardinality($9::text[])],
       ARRAY[($10::text[])[1 + (i * 53) % cardinality($10::text[])], 'ENGLISH'],
       'We are a close family who value education, kindness and time spent together at festivals every year.',
       $11::text,
       ($12::text[])[1 + (i * 59) % cardinality($12::text[])], ($13::text[])[1 + (i * 59) % cardinality($13::text[])],
       ($14::text[])[1 + (i * 61) % cardinality($14::text[])], 'Bench University', 'Bench Labs',
       nullif(($15::int[])[1 + (i * 67) % 7], -1), nullif(($16::int[])[1 + (i * 67) % 7], -1),
       true, true, true, true, true, true, true, now()
     FROM generate_series(1, $1::int) i`,
    [
      n,
      FIRST,
      LAST,
      [...HABIT_FREQUENCIES],
      [...PROFILE_FOODS],
      [...RELIGIONS],
      [...RELIGIOUS_LEVELS],
      [...FATHERS_OCCUPATIONS],
      [...MOTHERS_OCCUPATIONS],
      [...ONBOARDING_LANGUAGES],
      ABOUT,
      CITIES,
      COUNTRIES,
      [...ONBOARDING_DEGREES],
      INCOME_MIN,
      INCOME_MAX,
    ],
  );
  await db.query(
    `INSERT INTO verifications (user_id, email_verified_at, phone, phone_verified_at, selfie_file, selfie_at,
       id_type, id_number_masked, id_file, id_at)
     SELECT 'bench-' || lpad(i::text, 7, '0'), now(), '9' || lpad(i::text, 9, '0'), now(),
       'document/' || md5('selfie' || i) || '.jpg', now(), 'PAN', 'XXXXX' || lpad((i % 10000)::text, 4, '0') || 'X',
       'document/' || md5('id' || i) || '.jpg', now()
     FROM generate_series(1, $1::int) i`,
    [n],
  );
  await db.query(
    `INSERT INTO profile_images (id, profile_id, file_key, position)
     SELECT md5('image' || i), 'bench-' || lpad(i::text, 7, '0'), 'photo/' || md5('photo' || i) || '.jpg', 0
     FROM generate_series(1, $1::int) i`,
    [n],
  );

  await seedPreferences(db, n, options.dealbreakerShare ?? 0.7);

  await db.query(
    `INSERT INTO match_decisions (id, from_id, to_id, interested)
     SELECT md5('yes-a' || k), 'bench-' || lpad((2 * k - 1)::text, 7, '0'), 'bench-' || lpad((2 * k)::text, 7, '0'), true
     FROM generate_series(1, $1::int) k
     UNION ALL
     SELECT md5('yes-b' || k), 'bench-' || lpad((2 * k)::text, 7, '0'), 'bench-' || lpad((2 * k - 1)::text, 7, '0'), true
     FROM generate_series(1, $1::int) k`,
    [pairs],
  );
  // Ids 2k-1 < 2k as zero-padded text, so member_a is the woman of the pair.
  await db.query(
    `INSERT INTO chat_channels (id, member_a, member_b, last_message, last_activity_at)
     SELECT 'channel-' || k, 'bench-' || lpad((2 * k - 1)::text, 7, '0'), 'bench-' || lpad((2 * k)::text, 7, '0'),
       'Bench message ' || $2::int, now() - make_interval(secs => k)
     FROM generate_series(1, $1::int) k`,
    [pairs, messagesPerPair],
  );
  await db.query(
    `INSERT INTO chat_messages (id, channel_id, sender_id, body, created_at)
     SELECT md5('message' || k || '-' || m), 'channel-' || k,
       'bench-' || lpad((2 * k - m % 2)::text, 7, '0'), 'Bench message ' || m,
       now() - make_interval(mins => $2::int - m, secs => k)
     FROM generate_series(1, $1::int) k, generate_series(1, $2::int) m
     ORDER BY k, m`,
    [pairs, messagesPerPair],
  );

  // Sessions: 256-bit tokens stored as hashes, as the server issues them.
  const chatterIds = Array.from({ length: pairs * 2 }, (_, i) => i + 1);
  const feedIds = Array.from({ length: feedMembers }, (_, i) => pairs * 2 + 1 + i);
  const tokens = new Map<number, string>();
  for (const i of [...chatterIds, ...feedIds]) tokens.set(i, randomBytes(32).toString('base64url'));
  const entries = [...tokens.entries()];
  for (let offset = 0; offset < entries.length; offset += 1000) {
    const batch = entries.slice(offset, offset + 1000);
    await db.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at)
       SELECT h, u, now() + interval '1 day' FROM unnest($1::text[], $2::text[]) AS t(h, u)`,
      [batch.map(([, token]) => sha256(token)), batch.map(([i]) => benchId(i))],
    );
  }
  await db.exec('ANALYZE');

  const token = (i: number) => tokens.get(i) ?? '';
  // From the far end of the ids, so no target is itself loading the feed or chatting: odd ids are women, even
  // men, and each member decides on the other gender.
  const targetsOf = (i: number) =>
    Array.from({ length: DECISION_TARGETS }, (_, j) => n - 2 * j - (n % 2 === i % 2 ? 1 : 0))
      .filter((id) => id > pairs * 2 + feedMembers && id % 50 !== 0)
      .map(benchId);
  const decisionTargets = feedIds.map(targetsOf);
  // Shown to the member a day before: a decision is accepted only on a profile the service put in front of them.
  const shown = feedIds.flatMap((i, member) => decisionTargets[member].map((target) => [benchId(i), target]));
  for (let offset = 0; offset < shown.length; offset += 5000) {
    const batch = shown.slice(offset, offset + 5000);
    await db.query(
      `INSERT INTO feed_impressions (member_id, candidate_id, shown_at)
       SELECT m, c, now() - interval '1 day' FROM unnest($1::text[], $2::text[]) AS t(m, c) ON CONFLICT DO NOTHING`,
      [batch.map(([member]) => member), batch.map(([, target]) => target)],
    );
  }
  return {
    feedTokens: feedIds.map(token),
    decisionTargets,
    chatters: chatterIds.map((i) => ({ token: token(i), channelId: `channel-${Math.ceil(i / 2)}` })),
  };
}
