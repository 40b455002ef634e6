import { z } from 'zod';
import { PageQuerySchema, PendingRequestsResponseSchema, SendMatchRequestSchema } from '../../contract/schemas';
import { NOT_ACTIVE_MESSAGE, currentUser } from '../plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { feedRepository } from '../repositories/feed';
import { matchesRepository } from '../repositories/matches';
import { profilesRepository } from '../repositories/profiles';
import { toListedMember } from '../services/profile-view';
import type { RoutePlugin } from './types';

export const PROFILE_NOT_FOUND_MESSAGE = 'Profile not found.';
export const SELF_DECISION_MESSAGE = 'You cannot send a match request to yourself.';

/** A decision is final: a changed mind is refused with a clear message. */
export function changedMindMessage(earlier: boolean): string {
  return earlier
    ? 'You have already accepted this profile, and a decision cannot be changed.'
    : 'You have already declined this profile, and a decision cannot be changed.';
}

/** Extension of the 200 answer (the app reads only the status): whether the pair now has a chat. */
const SendMatchResponseSchema = z.object({ matched: z.boolean() });

/** PUT /matches/send and GET /matches/get (spec 4 match transitions, spec 7). */
export const matchesRoutes: RoutePlugin = async (app, { db, files, auth, matching, feed: suggestions }) => {
  const matches = matchesRepository(db);
  const feed = feedRepository(db);
  const profiles = profilesRepository(db);

  app.put(
    '/matches/send',
    {
      // Whether the caller is an active member is read in the decision's own statement (DECIDE_SQL).
      preHandler: auth.requireMember,
      schema: { body: SendMatchRequestSchema, response: { 200: SendMatchResponseSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { toProfileId, interested } = request.body;
      if (toProfileId === userId) {
        if (!(await profiles.isActiveMember(userId))) throw forbidden(NOT_ACTIVE_MESSAGE);
        throw badRequest(SELF_DECISION_MESSAGE);
      }
      // When matching holds both members, what the decision teaches and where a yes places the member in the
      // other's queue are worked out now and written with the decision, in one statement.
      const known = matching.isHeld(userId) && matching.isHeld(toProfileId);
      const step = known ? matching.tasteStep(userId, toProfileId, interested) : null;
      const likerRank = known && interested ? matching.rankOfLiker(toProfileId, userId) : null;
      const outcome = await matches.decide(userId, toProfileId, interested, db, {
        taste: step && { offsets: step.taste, decisions: step.decisions },
        likerRank,
      });
      if (outcome.status === 'inactive') throw forbidden(NOT_ACTIVE_MESSAGE);
      if (outcome.status === 'recorded') {
        suggestions.changed(userId, toProfileId);
        // What the next feed answer of the member uses: their own taste, one step wiser.
        if (step && outcome.learned) matching.applyTasteStep(step);
        else {
          // Both are real active members now: one published since the last sync is read in first.
          if (!known) await matching.syncMembers(userId, toProfileId);
          await matching.learnFromDecision(userId, toProfileId, interested);
        }
        if (!known && interested && outcome.channelId === null) {
          // The other member sees this yes first: on their side it is certain.
          const rank = matching.rankOfLiker(toProfileId, userId);
          if (rank !== null) await feed.placeLiker(toProfileId, userId, rank);
        }
      }
      if (outcome.status === 'missing') throw notFound(PROFILE_NOT_FOUND_MESSAGE);
      if (outcome.status === 'conflict') throw conflict(changedMindMessage(outcome.interested));
      return { matched: outcome.channelId !== null };
    },
  );

  app.get(
    '/matches/get',
    {
      preHandler: auth.requireMember,
      schema: { querystring: PageQuerySchema, response: { 200: PendingRequestsResponseSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const rows = await matches.pending(userId, request.query.start, request.query.limit);
      return {
        pendingRequests: rows.map((row) => ({
          id: row.id,
          profileId: row.profile_id,
          ...toListedMember(row, files),
          age: row.age,
        })),
      };
    },
  );
};
