import { createHash, randomBytes } from 'node:crypto';
import {
  FATHERS_OCCUPATIONS,
  HABIT_FREQUENCIES,
  MOTHERS_OCCUPATIONS,
  ONBOARDING_DEGREES,
  ONBOARDING_LANGUAGES,
  PROFILE_FOODS,
  RELIGIONS,
  RELIGIOUS_LEVELS,
} from '../../contract/enums';
import { CHILDREN, COMMUNITIES, CREATED_FOR, MARITAL_STATUSES } from '../../contract/background';
import { OCCUPATIONS } from '../../contract/occupations';
import type { Db } from '../../server/db/types';
import { sha256 } from '../../server/lib/crypto';
import { type CompleteMember, writeCompleteMembers } from '../../server/repositories/members';

export interface BenchSeedOptions {
  profiles: number;
  /** Matched pairs, each with a chat channel. */
  pairs: number;
  messagesPerPair: number;
  /** Members (not in a pair) given a session for the feed load. */
  feedMembers: number;
  /** Share of profiles with partner preferences that include dealbreakers; default 0.7. */
  dealbreakerShare?: number;
  /** Decisions each feed member can make during the loads, after the warm-up's; default 24 (three runs of eight). */
  decisionsPerMember?: number;
  /** Share of profiles whose photos are BLURRED until they accept (photo privacy); default 0. */
  blurredShare?: number;
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
/** Income slabs of spec 3 as (min, max), null for "no bound". */
const INCOME_MIN = [null, 0, 5, 10, 20, 50, 100];
const INCOME_MAX = [null, 5, 10, 20, 50, 100, null];
const ABOUT =
  'I am a warm and curious person who enjoys reading, travelling and long conversations over chai with friends and family on weekends, and I am looking for a kind partner.';

export const benchId = (i: number) => `bench-${String(i).padStart(7, '0')}`;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const at = <T>(values: readonly T[], index: number): T => values[index % values.length];

/** Member i (from 1), varied across every enum by small primes so neighbours differ in everything. */
function benchMember(i: number): CompleteMember {
  return {
    id: benchId(i),
    profile: {
      firstName: at(FIRST, i * 7),
      lastName: at(LAST, i * 11),
      dob: new Date(Date.UTC(1984, 0, 1) + ((i * 7919) % 5400) * 86_400_000).toISOString().slice(0, 10),
      gender: i % 50 === 0 ? 'OTHER' : i % 2 === 1 ? 'FEMALE' : 'MALE',
      height: 58 + ((i * 13) % 18),
      weight: 48 + ((i * 17) % 40),
      smoking: HABIT_FREQUENCIES[Math.floor(((i * 13) % 10) / 3)],
      drinking: HABIT_FREQUENCIES[Math.floor(((i * 29) % 10) / 3)],
      food: at(PROFILE_FOODS, i * 31),
      pets: i % 3 === 0 ? 'YES' : 'NO',
      religion: at(RELIGIONS, (i * 37) % 20),
      religious: at(RELIGIOUS_LEVELS, i * 41),
      brothers: (i * 3) % 4,
      sisters: (i * 5) % 3,
      fathersOccupation: at(FATHERS_OCCUPATIONS, i * 43),
      mothersOccupation: at(MOTHERS_OCCUPATIONS, i * 47),
      languages: [at(ONBOARDING_LANGUAGES, i * 53), 'ENGLISH'],
      aboutMyFamily:
        'We are a close family who value education, kindness and time spent together at festivals every year.',
      aboutMe: ABOUT,
      city: at(CITIES, i * 59),
      country: at(COUNTRIES, i * 59),
      degree: at(ONBOARDING_DEGREES, i * 61),
      college: 'Bench University',
      workplace: 'Bench Labs',
      minIncome: at(INCOME_MIN, i * 67),
      maxIncome: at(INCOME_MAX, i * 67),
    },
    imagesDone: true,
    professionDone: true,
    publishedAt: new Date(),
    verification: {
      phone: `9${String(i).padStart(9, '0')}`,
      selfieFile: `document/${md5(`selfie${i}`)}.jpg`,
      idType: 'PAN',
      idNumberMasked: `XXXXX${String(i % 10000).padStart(4, '0')}X`,
      idFile: `document/${md5(`id${i}`)}.jpg`,
    },
    photos: [`photo/${md5(`photo${i}`)}.jpg`],
    // Every photo has its blurred copy, as after an upload (photo privacy): no backfill runs during a load.
    blurredPhotos: [`photo/${md5(`blurred${i}`)}.jpg`],
    background: benchBackground(i),
  };
}

/** Member i's background: one in ten not never married, the first language the mother tongue, most with a community. */
function benchBackground(i: number): NonNullable<CompleteMember['background']> {
  const maritalStatus = i % 10 === 3 ? at(MARITAL_STATUSES, 1 + ((i * 7) % 4)) : 'NEVER_MARRIED';
  const communities = COMMUNITIES[at(RELIGIONS, (i * 37) % 20)];
  return {
    createdFor: at(CREATED_FOR, i * 71),
    maritalStatus,
    children: maritalStatus === 'NEVER_MARRIED' ? null : at(CHILDREN, i * 73),
    motherTongue: at(ONBOARDING_LANGUAGES, i * 53),
    community: communities.length > 0 && i % 4 !== 0 ? at(communities, i * 79) : null,
    occupation: at(OCCUPATIONS, i * 83),
  };
}

/**
 * Fills an empty, migrated database with `profiles` published, verified and
 * onboarded members varied across every enum (bulk INSERT ... SELECT over
 * generate_series: no row-by-row round trips), matched pairs with chat
 * history, and sessions for the load generator.
 */
/** Decisions each feed member makes before the timed loads, so they measure a server that has served decisions. */
export const WARM_DECISIONS = 2;
/** Decisions each feed member can make during the loads unless asked for more (three runs of eight). */
const DECISIONS_PER_MEMBER = 24;

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

/** Photo privacy: a share of members show their photos blurred until they accept, spread over both genders. */
async function seedPhotoPrivacy(db: Db, n: number, share: number): Promise<void> {
  if (share <= 0) return;
  await db.query(
    `UPDATE profiles SET photo_privacy = 'BLURRED'
     WHERE id IN (SELECT 'bench-' || lpad(i::text, 7, '0') FROM generate_series(1, $1::int) i WHERE (i * 37) % 100 < $2::int)`,
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
  await writeCompleteMembers(
    db,
    Array.from({ length: n }, (_, index) => benchMember(index + 1)),
  );

  await seedPreferences(db, n, options.dealbreakerShare ?? 0.7);
  await seedPhotoPrivacy(db, n, options.blurredShare ?? 0);

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
      // Each session has its public id (migration 150), as users.ts createSession gives it.
      `INSERT INTO sessions (token_hash, user_id, expires_at, id)
       SELECT h, u, now() + interval '1 day', md5(h) FROM unnest($1::text[], $2::text[]) AS t(h, u)`,
      [batch.map(([, token]) => sha256(token)), batch.map(([i]) => benchId(i))],
    );
  }
  await db.exec('ANALYZE');

  const token = (i: number) => tokens.get(i) ?? '';
  // From the far end of the ids, so no target is itself loading the feed or chatting: odd ids are women, even
  // men, and each member decides on the other gender.
  const targetsOf = (i: number) =>
    Array.from(
      { length: WARM_DECISIONS + (options.decisionsPerMember ?? DECISIONS_PER_MEMBER) },
      (_, j) => n - 2 * j - (n % 2 === i % 2 ? 1 : 0),
    )
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
