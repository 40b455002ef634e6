import type { Db } from '../db/types';
import { feedRepository } from '../repositories/feed';
import { matchesRepository, type DecisionOutcome } from '../repositories/matches';
import { profilesRepository } from '../repositories/profiles';
import type { FeedService } from './feed';
import type { MatchingEngine } from './matching/engine';

/** What a decision came to: the repository's outcome, or 'self' for a decision on one's own profile. */
export type DecisionResult = DecisionOutcome | { status: 'self' };

/**
 * A member's yes or no to another (PUT /matches/send): recorded once, with
 * everything it changes, in one statement; then what this instance holds in
 * memory follows it.
 */
export function createDecisionService(deps: { db: Db; matching: MatchingEngine; feed: FeedService }) {
  const { db, matching, feed } = deps;
  const matches = matchesRepository(db);
  const queues = feedRepository(db);
  const profiles = profilesRepository(db);

  return {
    async decide(fromId: string, toId: string, interested: boolean): Promise<DecisionResult> {
      // A member who may not decide at all hears that first, also about their own profile.
      if (toId === fromId) return (await profiles.isActiveMember(fromId)) ? { status: 'self' } : inactive(interested);

      // When matching holds both members, what the decision teaches and where a yes places the member in the
      // other's queue are worked out now and written with the decision, in one statement.
      const held = matching.isHeld(fromId) && matching.isHeld(toId);
      const step = held ? matching.tasteStep(fromId, toId, interested) : null;
      const likerRank = held && interested ? matching.rankOfLiker(toId, fromId) : null;
      // The decision, what it teaches, the liker's place and what it tells both members (a match, or a request
      // for the other; repositories/matches.ts announces them with announceSql): one statement, one round trip.
      const outcome = await matches.decide(fromId, toId, interested, db, {
        taste: step && { offsets: step.taste, decisions: step.decisions },
        likerRank,
      });
      if (outcome.status !== 'recorded') return outcome;

      feed.changed(fromId, toId);
      if (outcome.feedAfter) feed.remember(fromId, outcome.feedAfter);
      // What the next feed answer of the member uses: their own taste, one step wiser.
      if (step && outcome.learned) matching.applyTasteStep(step);
      else {
        // Both are real active members now: one published since the last sync is read in first.
        if (!held) await matching.syncMembers(fromId, toId);
        await matching.learnFromDecision(fromId, toId, interested);
      }
      if (!held && interested && outcome.channelId === null) {
        // The other member sees this yes first: on their side it is certain.
        const rank = matching.rankOfLiker(toId, fromId);
        if (rank !== null) await queues.placeLiker(toId, fromId, rank);
      }
      return outcome;
    },
  };
}
export type DecisionService = ReturnType<typeof createDecisionService>;

function inactive(interested: boolean): DecisionOutcome {
  return { status: 'inactive', interested, channelId: null, learned: false };
}
