import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { migrate } from '../../db/migrate';
import { createPgliteDb } from '../../db/pglite';
import type { Db, Queryable } from '../../db/types';
import { MANGLIK, NAKSHATRAS, RASHIS } from '../../../contract/horoscope';
import type { MotherTongue } from '../../../contract/background';
import { horoscopesRepository } from '../../repositories/horoscopes';
import { writeCompleteMembers } from '../../repositories/members';
import { usersRepository } from '../../repositories/users';
import { createLocalFileStore } from '../../services/files';
import type { MatchingOptions, Ranker } from '../../services/matching/engine';
import { createForesight } from './foresight';
import { seededRandom, trueAcceptance, type SyntheticMember } from './population';
import { breaksDealbreaker, storedOf, traitsOf } from './stated';
import { meetsDealbreakers } from '../../rules/partner-preferences';

/**
 * 'oracle-capped': the oracle held to the same daily exposure cap as the learned ranker;
 * 'foresight': the bound of foresight.ts, which learns each member's hidden taste after `foresightAfter` decisions.
 */
export type RankerName = 'random' | 'rules' | 'learned' | 'oracle' | 'oracle-capped' | 'foresight';

export interface SimulationOptions {
  population: readonly SyntheticMember[];
  rounds: number;
  ranker: RankerName;
  /** For 'learned': false plays the same ranker with nothing learned from decisions. */
  learning?: boolean;
  /** For 'foresight': after how many decisions a member's hidden taste (and a profile's appeal) is known. */
  foresightAfter?: number;
  seed: number;
  /** The first round's date; each round is one day later. */
  start: Date;
}

export interface SimulationResult {
  ranker: string;
  suggestions: number;
  matches: number;
  matchesPerSuggestion: number;
  /** The same over the later half of the rounds, once the service has seen decisions (not a cold start). */
  lateMatchesPerSuggestion: number;
  matchesPerMember: number;
  shareWithNone: number;
  /** Matches per member and round, in the rounds after the latecomers joined. */
  newcomerRate: number;
  establishedRate: number;
  exposureGini: number;
  /** How well the model's P(accept) orders pairs by their true chance (AUC over random pairs; 0.5 is chance). */
  modelAuc: number | null;
  /** Suggestions that break a stated dealbreaker of either side (stated.ts). */
  dealbreakerViolations: number;
  /**
   * Matches per suggestion of the members who stated preferences, and of those who stated none: the
   * matches of the class's members over the suggestions Home showed them (NaN for an empty class).
   */
  statedMatchesPerSuggestion: number;
  unstatedMatchesPerSuggestion: number;
  /** Members left with fewer than 5 published members who fit the dealbreakers both ways, at the end. */
  fewerThanFiveEligible: number;
}

/** Probability that a random positive pair is scored above a random negative one. */
function auc(scored: readonly { score: number; label: boolean }[]): number | null {
  const sorted = [...scored].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  let positives = 0;
  sorted.forEach((entry, index) => {
    if (entry.label) {
      rankSum += index + 1;
      positives++;
    }
  });
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return null;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Gini coefficient of non-negative values (0: all equal, towards 1: one takes all). */
export function gini(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  if (total === 0 || sorted.length === 0) return 0;
  const weighted = sorted.reduce((sum, value, index) => sum + (index + 1) * value, 0);
  return (2 * weighted) / (sorted.length * total) - (sorted.length + 1) / sorted.length;
}

const DAY_MS = 86_400_000;
const SIGNING_SECRET = 'matching-evaluation-secret-0123456789';

/** A shared horoscope whose Moon stands at `longitude` (sidereal degrees): sign, mansion and quarter from it. */
async function writeSharedHoroscope(
  db: Queryable,
  id: string,
  manglik: (typeof MANGLIK)[number],
  longitude: number,
): Promise<void> {
  const mansion = 40 / 3;
  const nakshatra = NAKSHATRAS[Math.floor(longitude / mansion)]!;
  await horoscopesRepository(db).save({
    member_id: id,
    birth_time: '06:00',
    birth_city: null,
    birth_country: null,
    birth_latitude: null,
    birth_longitude: null,
    time_zone: 'Asia/Kolkata',
    manglik,
    share: true,
    rashi: RASHIS[Math.floor(longitude / 30)]!,
    nakshatra,
    pada: Math.floor((longitude % mansion) / (mansion / 4)) + 1,
    moon_longitude: longitude,
    nakshatra_certain: true,
    possible_nakshatras: [nakshatra],
  });
}

async function insertMember(
  db: Db,
  member: SyntheticMember,
  publishedAt: Date | null,
): Promise<{ id: string; token: string }> {
  const users = usersRepository(db);
  // Ids in the population's own order: ties between equal candidates break the same way every run.
  const id = `member-${String(member.key).padStart(6, '0')}`;
  await db.transaction(async (tx) => {
    await users.create({ id, email: `member${member.key}@evaluation.example`, passwordHash: null, role: 'member' }, tx);
    await writeCompleteMembers(tx, [
      {
        id,
        profile: {
          firstName: member.firstName,
          lastName: 'Eval',
          dob: member.dob,
          gender: member.gender,
          height: 66,
          weight: 62,
          smoking: member.smoking,
          drinking: member.drinking,
          food: member.food,
          pets: 'NO',
          religion: member.religion,
          religious: member.religious,
          brothers: 1,
          sisters: 1,
          fathersOccupation: 'BUSINESS',
          mothersOccupation: 'HOUSE WIFE',
          languages: member.languages,
          aboutMyFamily: 'A close family.',
          aboutMe: 'About me.',
          city: member.city,
          country: member.country,
          degree: member.degree,
          college: 'College',
          workplace: 'Workplace',
          minIncome: member.minIncome,
          maxIncome: member.maxIncome,
        },
        imagesDone: true,
        professionDone: true,
        publishedAt,
        verification: {
          phone: '9876543210',
          selfieFile: 'document/selfie.jpg',
          idType: 'PAN',
          idFile: 'document/id.jpg',
        },
        photos: [`photo/evaluation-${member.key}.jpg`],
        ...(member.family && {
          background: {
            createdFor: 'SELF',
            maritalStatus: member.family.maritalStatus,
            children: member.family.maritalStatus === 'NEVER_MARRIED' ? null : 'NONE',
            motherTongue: member.family.motherTongue as MotherTongue,
            community: member.family.community,
            occupation: null,
          },
        }),
      },
    ]);
    const horoscope = member.family?.horoscope;
    if (horoscope) await writeSharedHoroscope(tx, id, horoscope.manglik, horoscope.moonLongitude);
  });
  return { id, token: await users.createSession(id, 24 * 365) };
}

/**
 * Plays `rounds` days of the product on the embedded database through the
 * real API: each day every published member opens Home, decides on the one
 * suggestion shown (by their hidden taste), then answers the requests waiting
 * in Activity the same way. Latecomers publish on their round.
 */
export async function simulate(options: SimulationOptions): Promise<SimulationResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'matching-eval-'));
  const db = await createPgliteDb();
  let app: FastifyInstance | undefined;
  try {
    await migrate(db);
    let now = options.start.getTime();
    const byId = new Map<string, SyntheticMember>();
    /** A ranker of the engine's kind (member ids) from a chance between two synthetic members. */
    const byIds = (chance: (viewer: SyntheticMember, candidate: SyntheticMember) => number) => {
      return (viewerId: string, candidateId: string) => {
        const viewer = byId.get(viewerId);
        const candidate = byId.get(candidateId);
        return viewer && candidate ? chance(viewer, candidate) : 0;
      };
    };
    const foresight = createForesight(options.foresightAfter ?? Infinity, options.seed);
    const rankerOf = (name: RankerName): Ranker => {
      switch (name) {
        case 'oracle':
        case 'oracle-capped':
          return byIds(trueAcceptance);
        case 'foresight':
          return byIds(foresight.chance);
        default:
          return name;
      }
    };
    const matching: MatchingOptions = {
      ranker: rankerOf(options.ranker),
      oracleCapped: options.ranker === 'oracle-capped',
      learning: options.learning ?? true,
      clock: () => now,
      refitEveryMs: 0,
      // What is learned during a day reaches the model at the day's end, in the same order every run.
      syncEveryMs: Infinity,
    };
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'silent' }),
      signingSecret: SIGNING_SECRET,
    };
    const silent = { send: async () => {} };
    const files = createLocalFileStore({ root: join(dataDir, 'files'), secret: SIGNING_SECRET });
    app = await buildApp({ db, files, mailer: silent, sms: silent, config, matching, logger: false });
    await app.ready();

    const accounts = new Map<number, { id: string; token: string }>();
    for (const member of options.population) {
      const account = await insertMember(db, member, member.joinsAt === 0 ? new Date(now) : null);
      accounts.set(member.key, account);
      byId.set(account.id, member);
      if (member.stated) {
        // Through the same call a member's own-profile page makes.
        const res = await app.inject({
          method: 'PUT',
          url: '/api/profile/partner-preferences',
          headers: { authorization: account.token },
          payload: member.stated,
        });
        if (res.statusCode !== 200) throw new Error(`preferences answered ${res.statusCode}: ${res.body}`);
      }
    }
    const stored = storedOf(options.population);
    const dayOfNow = () => new Date(now).toISOString().slice(0, 10);
    let violations = 0;
    const suggestionsOf = new Map<number, number>();

    const random = seededRandom(options.seed * 7919 + 1);
    const matches = new Map<number, number>();
    const matchesAfterJoin = { newcomers: 0, established: 0 };
    const showings = new Map<number, number>();
    let suggestions = 0;
    let total = 0;
    const late = { suggestions: 0, matches: 0 };
    const lateFrom = Math.floor(options.rounds / 2);
    const latecomerRound = Math.max(0, ...options.population.map((member) => member.joinsAt));

    const decide = async (member: SyntheticMember, candidate: SyntheticMember, round: number) => {
      const self = accounts.get(member.key)!;
      const other = accounts.get(candidate.key)!;
      const interested = random() < trueAcceptance(member, candidate);
      foresight.decided(member, candidate);
      const res = await app!.inject({
        method: 'PUT',
        url: '/api/matches/send',
        headers: { authorization: self.token },
        payload: { toProfileId: other.id, interested },
      });
      if (res.statusCode !== 200) throw new Error(`decision answered ${res.statusCode}: ${res.body}`);
      if (res.json<{ matched: boolean }>().matched) {
        total++;
        if (round >= lateFrom) late.matches++;
        for (const key of [member.key, candidate.key]) {
          matches.set(key, (matches.get(key) ?? 0) + 1);
          if (latecomerRound > 0 && round >= latecomerRound) {
            const isNewcomer = options.population[key].joinsAt > 0;
            matchesAfterJoin[isNewcomer ? 'newcomers' : 'established']++;
          }
        }
      }
    };

    for (let round = 0; round < options.rounds; round++) {
      now = options.start.getTime() + round * DAY_MS;
      const joining = options.population.filter((member) => member.joinsAt === round && round > 0);
      for (const member of joining) {
        await db.query('UPDATE profiles SET published_at = $2 WHERE id = $1', [
          accounts.get(member.key)!.id,
          new Date(now),
        ]);
      }
      const active = options.population.filter((member) => member.joinsAt <= round);
      const order = [...active].sort(() => random() - 0.5);
      for (const member of order) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/feed/home',
          headers: { authorization: accounts.get(member.key)!.token },
        });
        if (res.statusCode !== 200) throw new Error(`feed answered ${res.statusCode}: ${res.body}`);
        // Background refills finish before the next member comes, so a seed always plays the same.
        await app.matching.settled();
        const first = res.json<{ profiles: { id: string }[] }>().profiles[0];
        if (!first) continue;
        const candidate = byId.get(first.id)!;
        suggestions++;
        suggestionsOf.set(member.key, (suggestionsOf.get(member.key) ?? 0) + 1);
        if (breaksDealbreaker(stored, member, candidate, dayOfNow())) violations++;
        if (round >= lateFrom) late.suggestions++;
        showings.set(candidate.key, (showings.get(candidate.key) ?? 0) + 1);
        await decide(member, candidate, round);
      }
      for (const member of order) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/matches/get?start=0&limit=5',
          headers: { authorization: accounts.get(member.key)!.token },
        });
        for (const request of res.json<{ pendingRequests: { profileId: string }[] }>().pendingRequests) {
          await decide(member, byId.get(request.profileId)!, round);
        }
      }
      await app.matching.settled();
      await app.matching.sync(true);
      await app.matching.refit();
    }

    const members = options.population;
    // The model's view of random opposite-gender pairs against decisions drawn from the hidden tastes.
    const scored: { score: number; label: boolean }[] = [];
    for (let i = 0; i < 4000; i++) {
      const viewer = members[Math.floor(random() * members.length)];
      const candidate = members[Math.floor(random() * members.length)];
      if (viewer.gender === candidate.gender) continue;
      const predicted = app.matching.acceptanceOf(accounts.get(viewer.key)!.id, accounts.get(candidate.key)!.id);
      if (predicted !== null) scored.push({ score: predicted, label: random() < trueAcceptance(viewer, candidate) });
    }
    const perSuggestion = (stating: boolean) => {
      const group = members.filter((member) => (member.stated !== undefined) === stating);
      const shown = group.reduce((sum, member) => sum + (suggestionsOf.get(member.key) ?? 0), 0);
      const made = group.reduce((sum, member) => sum + (matches.get(member.key) ?? 0), 0);
      return shown === 0 ? NaN : made / shown;
    };
    const fewerThanFiveEligible = members.filter((member) => {
      let eligible = 0;
      for (const other of members) {
        if (other.gender === member.gender || other.joinsAt >= options.rounds) continue;
        const fits =
          meetsDealbreakers(stored.get(member.key), traitsOf(other), dayOfNow(), traitsOf(member)) &&
          meetsDealbreakers(stored.get(other.key), traitsOf(member), dayOfNow(), traitsOf(other));
        if (fits && ++eligible >= 5) return false;
      }
      return true;
    }).length;
    const newcomers = members.filter((member) => member.joinsAt > 0);
    const established = members.filter((member) => member.joinsAt === 0);
    const roundsAfter = Math.max(1, options.rounds - latecomerRound);
    return {
      ranker: options.ranker === 'learned' && options.learning === false ? 'learned, learning off' : options.ranker,
      suggestions,
      matches: total,
      matchesPerSuggestion: suggestions === 0 ? 0 : total / suggestions,
      lateMatchesPerSuggestion: late.suggestions === 0 ? 0 : late.matches / late.suggestions,
      matchesPerMember: (2 * total) / members.length,
      shareWithNone: members.filter((member) => !matches.get(member.key)).length / members.length,
      newcomerRate: newcomers.length === 0 ? 0 : matchesAfterJoin.newcomers / (newcomers.length * roundsAfter),
      establishedRate: established.length === 0 ? 0 : matchesAfterJoin.established / (established.length * roundsAfter),
      exposureGini: gini(
        members.map((member) => (showings.get(member.key) ?? 0) / Math.max(1, options.rounds - member.joinsAt)),
      ),
      modelAuc: options.ranker === 'learned' ? auc(scored) : null,
      dealbreakerViolations: violations,
      statedMatchesPerSuggestion: perSuggestion(true),
      unstatedMatchesPerSuggestion: perSuggestion(false),
      fewerThanFiveEligible,
    };
  } finally {
    await app?.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
