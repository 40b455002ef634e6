import { timeSlices } from '../../lib/pacing';
import {
  NO_APPEAL,
  appealOf,
  factorContributions,
  featuresOf,
  LIMITS_START,
  limitEvidenceOf,
  logOdds,
  logOddsOf,
  offsetsOf,
  rateOf,
  sigmoid,
  type Appeal,
} from './model';
import { limitContributions, limitFactor } from './limits';
import { explainMatch, type Explained, type Side } from './reasons';
import { FACTORS, factorMaxFor, reciprocalScore, writeFactorPoints, type MatchTraits } from './rules';
import { dayOf, type HeldMembers, type Member, type RefreshScope, type RequestAnswers } from './members';
import { dealbreakersAllow } from '../../rules/partner-preferences';
import { wishLogOdds, wishReasons } from './wishes';

/*
 * How suggestions are ordered, from the members held in memory: each side's
 * chance of a yes under the learned model, the exploration bonus, the spread
 * of a day's showings and the fair daily cap; and the score and reasons of a
 * suggestion from the same model.
 */

/**
 * How suggestions are ordered. 'learned' is the product; the others exist to
 * measure it against (npm run eval:matching): 'rules' is the fixed rule score
 * alone, 'random' a random order, and a function is an oracle that knows
 * P(viewer accepts candidate).
 */
export type Ranker = 'learned' | 'rules' | 'random' | ((viewerId: string, candidateId: string) => number);

/** One suggestion as the feed ranks it. */
export interface Ranked {
  candidateId: string;
  /** The order key: both sides' chance of a yes, with the exploration bonus. */
  rank: number;
  likedMe: boolean;
}

/**
 * Candidates scored between two looks at the clock: ranking a pool pauses every SLICE_MS of work
 * (lib/pacing.ts timeSlices), so a refill never holds other requests for longer.
 */
export const SCORE_CHECK_EVERY = 64;

/**
 * Exploration: a profile shown `n` times ranks as if its chance were
 * (1 + EXPLORATION / sqrt(1 + n)) times higher, so newcomers and quiet
 * members are shown, and so learned about, early.
 */
const EXPLORATION = 0.6;
/**
 * Spreading a day's showings: a profile already placed first `t` times today
 * ranks as if its chance were (1 + DAY_SPREAD × t) times lower, so the day's
 * favourites give way to the next best long before the cap, where the next
 * best is nearly as good.
 */
const DAY_SPREAD = 0.5;
/**
 * Fair exposure: a profile is placed first for at most this many times the
 * day's average showings per active profile (and at least DAILY_CAP_MIN times)
 * in a day, unless the viewer is someone who already said yes to them.
 */
const DAILY_CAP_FACTOR = 3;
const DAILY_CAP_MIN = 5;
const NO_SHOWS = { total: 0, today: 0 };
/**
 * Requests (a yes someone gave the member first) answered on Home count as
 * this many before the member's own answers: a new member is taken to rely on Home.
 */
const REQUEST_HABIT_PRIOR = 2;

/**
 * The share of the requests waiting for a member that they answer without
 * Home showing them (in Activity): 0 for a new member, toward 1 for one who
 * answers every request where it waits.
 */
function answersRequestsElsewhere(answers: RequestAnswers | undefined): number {
  return answers ? answers.elsewhere / (answers.elsewhere + answers.onHome + REQUEST_HABIT_PRIOR) : 0;
}

/**
 * A key over today's exposure cap, moved behind every key under it (in the same order among themselves). A
 * function of the module rather than a closure made per candidate: ranking a pool calls it tens of thousands of
 * times, and each closure would be a new function to name and collect.
 */
function behindIfOver(over: boolean, key: number): number {
  return over ? -1 / (1 + key) : key;
}

/** A stable pseudo-random number in [0, 1) for a pair: the random ranker's order does not move between reads. */
function pairNoise(a: string, b: string): number {
  let hash = 2166136261;
  for (const char of `${a}|${b}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 4294967296;
}

/** Wishes named among the reasons at most, after a yes already given and before the model's agreements. */
const MAX_WISH_REASONS = 2;

/**
 * The reasons with the viewer's own partner preferences: those the suggestion meets lead, in the member's
 * words ("Vegetarian, as you asked"), and a soft wish it misses is the Difference line, the one a member
 * who asked will look for.
 */
function withWishes(
  explained: Explained,
  wishes: { met: string[]; missed: string | null },
  likedMe: boolean,
): Explained {
  if (wishes.met.length === 0 && wishes.missed === null) return explained;
  const reasons = [...explained.reasons];
  const interest = likedMe ? reasons.splice(0, 1) : [];
  const last = reasons[reasons.length - 1];
  const difference = last?.startsWith('Difference:') ? reasons.pop() : undefined;
  const chosen = wishes.missed ?? difference;
  return {
    score: explained.score,
    reasons: [...interest, ...wishes.met.slice(0, MAX_WISH_REASONS), ...reasons, ...(chosen ? [chosen] : [])],
  };
}

export function createRanking(
  held: HeldMembers,
  options: { ranker: Ranker; learning: boolean; oracleCapped: boolean; clock: () => number },
) {
  const { members, model, overall, appeal } = held;
  const { ranker, learning, clock } = options;

  /**
   * The candidate's appeal for a viewer of this faith. `leaveOut` is a
   * decision already counted that must not explain itself (a training
   * example's own answer), so the refit cannot learn from its label.
   */
  function appealFor(
    candidateId: string,
    viewerReligion: string | null,
    leaveOut?: { accepted: boolean } | null,
    into: Appeal = { all: 0, segment: 0 },
  ): Appeal {
    if (!learning || overall.decided === 0) return NO_APPEAL;
    const entry = appeal.get(candidateId);
    if (!entry) return NO_APPEAL;
    const yes = leaveOut?.accepted ? 1 : 0;
    const one = leaveOut ? 1 : 0;
    const base = Math.min(0.95, Math.max(0.05, overall.accepted / overall.decided));
    const all = appealOf(entry.all.accepted - yes, entry.all.decided - one, base);
    const own = rateOf(entry.all.accepted - yes, entry.all.decided - one, base);
    const segment = viewerReligion ? entry.bySegment.get(viewerReligion) : undefined;
    const segmentAppeal =
      segment && segment.decided - one > 0 ? appealOf(segment.accepted - yes, segment.decided - one, own) : 0;
    into.all = all;
    into.segment = segmentAppeal;
    return into;
  }
  /** Reused by the ranking loop, which reads it before the next call. */
  const appealScratch: Appeal = { all: 0, segment: 0 };

  /**
   * Partner preferences: each meets the other's dealbreakers. Every path that fills or orders a
   * queue asks this, whatever the ranker: a pair either side ruled out is never suggested.
   */
  function allowed(viewer: Member, candidate: Member, today: string): boolean {
    if (viewer.prefs === null && candidate.prefs === null) return true;
    return dealbreakersAllow(
      { prefs: viewer.prefs, traits: viewer.wishTraits },
      { prefs: candidate.prefs, traits: candidate.wishTraits },
      today,
    );
  }

  /** The viewer's soft wishes about the candidate, as log-odds that give way to what the viewer's decisions teach. */
  function wishes(viewer: Member, candidate: Member, today: string): number {
    return viewer.prefs === null
      ? 0
      : wishLogOdds(viewer.prefs, candidate.wishTraits, today, viewer.decisions, viewer.wishTraits);
  }

  /** P(viewer accepts candidate) under the learned model: the logistic model's chance, lowered by likely hard limits. */
  function acceptance(viewer: Member, candidate: Member, today: string): number {
    const { all, segment } = appealFor(candidate.id, viewer.religion, null, appealScratch);
    const offsets = learning ? offsetsOf(viewer.taste) : null;
    const chance = sigmoid(
      logOddsOf(viewer.levels, candidate.levels, all, segment, held.weightsOf(viewer), offsets) +
        wishes(viewer, candidate, today),
    );
    return learning
      ? chance * limitFactor(viewer.levels, candidate.levels, model.prevalence, viewer.taste, LIMITS_START)
      : chance;
  }

  function dailyCap(): number {
    const active = Math.max(1, held.activeCount());
    const today = held.showsToday(dayOf(clock()));
    return Math.max(DAILY_CAP_MIN, Math.ceil((DAILY_CAP_FACTOR * today) / active));
  }

  /**
   * The order key of one candidate for one viewer, or null when it cannot
   * reach `floor` (the worst key a full list keeps): below it the other side's
   * chance is not worked out, since it is at most 1 and the key cannot rise
   * above it. A candidate over today's exposure cap gets a negative key, in
   * the same order among themselves: behind everyone else, not gone, since
   * the member may have nobody else.
   */
  function rankOf(
    viewer: Member,
    candidate: Member,
    likedMe: boolean,
    seen: boolean,
    cap: number,
    today: string,
    floor = -Infinity,
  ): number | null {
    if (ranker === 'random') return pairNoise(viewer.id, candidate.id);
    if (ranker === 'rules') return reciprocalScore(viewer.levels, candidate.levels);
    const shown = held.showsOf(candidate.id, today) ?? NO_SHOWS;
    const capped = typeof ranker !== 'function' || options.oracleCapped;
    const over = capped && !likedMe && !seen && shown.today >= cap;
    if (over && floor >= 0) return null;
    if (typeof ranker === 'function') {
      return behindIfOver(over, ranker(viewer.id, candidate.id) * ranker(candidate.id, viewer.id));
    }
    // The profile Home already shows the member keeps its place: their own look at it does not count against it.
    const showings = seen ? Math.max(0, shown.total - 1) : shown.total;
    const bonus = (1 + EXPLORATION / Math.sqrt(1 + showings)) / (1 + DAY_SPREAD * (seen ? 0 : shown.today));
    const mine = acceptance(viewer, candidate, today) * bonus;
    if (!over && mine <= floor) return null;
    // Their yes is certain. What Home adds is an answer the member would not give elsewhere: one who answers
    // requests in Activity, where this one waits too, is better shown someone new.
    return behindIfOver(
      over,
      likedMe
        ? mine * (1 - answersRequestsElsewhere(held.requestAnswers.get(viewer.id)))
        : mine * acceptance(candidate, viewer, today),
    );
  }

  function side(viewer: Member, candidate: Member, today: string): Side {
    const features = featuresOf(viewer.levels, candidate.levels, appealFor(candidate.id, viewer.religion));
    const weights = held.weightsOf(viewer);
    const offsets = learning ? offsetsOf(viewer.taste) : null;
    const points = new Float64Array(FACTORS.length);
    writeFactorPoints(viewer.levels, candidate.levels, points);
    const contributions = factorContributions(viewer.levels, features, weights, offsets);
    let accept = sigmoid(logOdds(features, weights, offsets) + wishes(viewer, candidate, today));
    if (learning) {
      const evidence = limitEvidenceOf(viewer.taste);
      accept *= limitFactor(viewer.levels, candidate.levels, model.prevalence, evidence);
      for (const [factor, lowered] of limitContributions(viewer.levels, candidate.levels, model.prevalence, evidence)) {
        contributions.set(factor, (contributions.get(factor) ?? 0) + lowered);
      }
    }
    return {
      accept,
      contributions,
      full: (factor) => points[FACTORS.indexOf(factor)] === factorMaxFor(viewer.levels, factor),
    };
  }

  return {
    appealFor,

    /** The best `size` candidates of the viewer's whole pool (or of a refresh `scope`), best first. */
    async rankPool(
      viewerId: string,
      excluded: ReadonlySet<string>,
      likers: ReadonlySet<string>,
      size: number,
      scope?: RefreshScope,
    ): Promise<Ranked[]> {
      const viewer = members.get(viewerId);
      if (!viewer?.active) return [];
      held.refreshAges();
      const whole = held.pool(viewer.gender);
      const candidates = scope ? held.inScope(viewer, whole, scope, likers) : whole;
      const cap = dailyCap();
      const today = dayOf(clock());
      const best: Ranked[] = [];
      let floor = -Infinity;
      const slices = timeSlices();
      for (let index = 0; index < candidates.length; index++) {
        if (index % SCORE_CHECK_EVERY === SCORE_CHECK_EVERY - 1 && slices.due()) await slices.pause();
        const candidate = candidates[index];
        if (candidate.id === viewerId || excluded.has(candidate.id) || !allowed(viewer, candidate, today)) continue;
        const likedMe = likers.has(candidate.id);
        const rank = rankOf(viewer, candidate, likedMe, false, cap, today, best.length >= size ? floor : -Infinity);
        if (rank === null || (best.length >= size && rank <= floor)) continue;
        best.push({ candidateId: candidate.id, rank, likedMe });
        if (best.length > 2 * size) {
          best.sort((a, b) => b.rank - a.rank);
          best.length = size;
          floor = best[size - 1].rank;
        }
      }
      best.sort((a, b) => b.rank - a.rank || (a.candidateId < b.candidateId ? -1 : 1));
      return best.slice(0, size);
    },

    /** Orders queued candidates with everything known now; those not held keep their stored order key. */
    rankQueue(
      viewerId: string,
      queued: readonly { candidateId: string; stored: number; likedMe: boolean; seen: boolean }[],
    ): Ranked[] {
      const viewer = members.get(viewerId);
      const cap = dailyCap();
      const today = dayOf(clock());
      // A queue built before either side's dealbreakers changed may still hold the pair: it is never shown.
      const fitting = queued.filter((entry) => {
        const candidate = members.get(entry.candidateId);
        return !viewer || !candidate || allowed(viewer, candidate, today);
      });
      const ranked = fitting.map((entry) => {
        const candidate = members.get(entry.candidateId);
        const rank =
          viewer && candidate ? rankOf(viewer, candidate, entry.likedMe, entry.seen, cap, today) : entry.stored;
        return { candidateId: entry.candidateId, likedMe: entry.likedMe, rank: rank ?? entry.stored };
      });
      return ranked.sort((a, b) => b.rank - a.rank || (a.candidateId < b.candidateId ? -1 : 1));
    },

    /** P(viewer accepts candidate) as the model sees it now. */
    acceptanceOf(viewerId: string, candidateId: string): number | null {
      const viewer = members.get(viewerId);
      const candidate = members.get(candidateId);
      return viewer && candidate ? acceptance(viewer, candidate, dayOf(clock())) : null;
    },

    /** Score and reasons of a suggestion, from the model that ranked it and the profiles as just read. */
    explain(
      viewerId: string,
      candidateId: string,
      likedMe: boolean,
      viewerTraits: MatchTraits,
      candidateTraits: MatchTraits,
    ): Explained | null {
      const viewer = members.get(viewerId);
      const candidate = members.get(candidateId);
      if (!viewer || !candidate) return null;
      const today = dayOf(clock());
      const mine = side(viewer, candidate, today);
      const explained = explainMatch(
        viewerTraits,
        candidateTraits,
        mine,
        likedMe ? null : side(candidate, viewer, today),
      );
      return withWishes(explained, wishReasons(viewer.prefs, candidate.wishTraits, today, viewer.wishTraits), likedMe);
    },

    /** The order key `viewer` would give `liker`, who just said yes to them (for placing the liker at once). */
    rankOfLiker(viewerId: string, likerId: string): number | null {
      const viewer = members.get(viewerId);
      const candidate = members.get(likerId);
      if (!viewer?.active || !candidate) return null;
      // Outside either side's dealbreakers: the yes waits in Activity, marked, and is not placed on Home.
      if (!allowed(viewer, candidate, dayOf(clock()))) return null;
      return rankOf(viewer, candidate, true, true, Infinity, dayOf(clock()));
    },
  };
}
export type Ranking = ReturnType<typeof createRanking>;
