import { z } from 'zod';
import { PageQuerySchema, PendingRequestsResponseSchema, SendMatchRequestSchema } from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { badRequest, conflict, notFound } from '../lib/errors';
import { feedRepository } from '../repositories/feed';
import { matchesRepository } from '../repositories/matches';
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
export const matchesRoutes: RoutePlugin = async (app, { db, files, auth, matching }) => {
  const matches = matchesRepository(db);
  const feed = feedRepository(db);

  app.put(
    '/matches/send',
    {
      preHandler: auth.requireActiveMember,
      schema: { body: SendMatchRequestSchema, response: { 200: SendMatchResponseSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { toProfileId, interested } = request.body;
      if (toProfileId === userId) throw badRequest(SELF_DECISION_MESSAGE);
      const outcome = await db.transaction(async (tx) => {
        const result = await matches.decide(userId, toProfileId, interested, tx);
        if (result.status === 'recorded') await feed.forgetPair(userId, toProfileId, interested, tx);
        return result;
      });
      if (outcome.status === 'recorded') {
        // Both are real active members now: one published since the last sync is read in first.
        await matching.know(userId, toProfileId);
        // What the next feed answer of the member uses: their own taste, one step wiser.
        await matching.learn(userId, toProfileId, interested);
        if (interested && outcome.channelId === null) {
          // The other member sees this yes first: on their side it is certain.
          const rank = matching.rankForLiked(toProfileId, userId);
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
