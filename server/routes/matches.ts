import {
  PageQuerySchema,
  PendingRequestsResponseSchema,
  SendMatchRequestSchema,
  SendMatchResponseSchema,
} from '../../contract/schemas';
import { NOT_ACTIVE_MESSAGE, currentUser } from '../plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
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

/** PUT /matches/send and GET /matches/get (spec 4 match transitions, spec 7). */
export const matchesRoutes: RoutePlugin = async (app, { db, files, auth, decisions }) => {
  const matches = matchesRepository(db);

  app.put(
    '/matches/send',
    {
      // Whether the caller is an active member is read in the decision's own statement (DECIDE_SQL).
      preHandler: auth.requireMember,
      schema: { body: SendMatchRequestSchema, response: { 200: SendMatchResponseSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const outcome = await decisions.decide(userId, request.body.toProfileId, request.body.interested);
      switch (outcome.status) {
        case 'inactive':
          throw forbidden(NOT_ACTIVE_MESSAGE);
        case 'self':
          throw badRequest(SELF_DECISION_MESSAGE);
        case 'missing':
          throw notFound(PROFILE_NOT_FOUND_MESSAGE);
        case 'conflict':
          throw conflict(changedMindMessage(outcome.interested));
        default:
          return outcome.channelId !== null ? { matched: true, channelId: outcome.channelId } : { matched: false };
      }
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
          ...toListedMember(row, files, row.photo_relation),
          age: row.age,
          ...(row.outside_preferences ? { outsidePreferences: true } : {}),
        })),
      };
    },
  );
};
