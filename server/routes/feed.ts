import { pickLanguage } from '../../contract/languages';
import type { FeedResponse } from '../../contract/schemas';
import { FeedResponseSchema } from '../../contract/schemas';
import { NOT_ACTIVE_MESSAGE, memberIdOf } from '../plugins/auth';
import { forbidden } from '../lib/errors';
import { feedRepository, feedStamp } from '../repositories/feed';
import { createKeptAnswers } from '../services/kept-answers';
import { translateReason } from '../services/matching/reason-language';
import type { RoutePlugin } from './types';

/**
 * A member's answer is used again while neither their queue nor any profile
 * nor the model changed, for at most this long: its photo links stay valid for
 * at least half an hour (services/files.ts), and the queue's own age is
 * checked again.
 */
export const FEED_ANSWER_MAX_AGE_MS = 5 * 60_000;
/** Memory for kept answers (about 15 KB each). */
const FEED_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * GET /feed/home: the member's best suggestions, each with its two-sided
 * compatibility from the matching model (services/feed.ts). An answer is kept,
 * serialized, until what it was computed from changes (lib/answer-cache.ts),
 * so asking again costs two primary-key reads on PostgreSQL and none on the
 * embedded engine.
 */
export const feedRoutes: RoutePlugin = async (app, { db, auth, changes, feed, matching }) => {
  const versions = feedRepository(db);
  // Embedded engine: drop answers as their inputs change (any profile: all of them; a member's queue: theirs),
  // and keep them under the date and model alone. PostgreSQL: check the stored versions on each call.
  const answers = createKeptAnswers({
    maxAgeMs: FEED_ANSWER_MAX_AGE_MS,
    maxBytes: FEED_ANSWER_BYTES,
    changes,
    forget: (change, cache) => {
      if (change.kind === 'profiles') cache.clear();
      else if (change.kind === 'feed') cache.delete(change.memberId);
    },
    localStamp: () => feedStamp({ feed_version: 'local', generation: 'local' }, matching.modelVersion),
  });
  // A decision recorded here: that member's answer is stale, with no need to read the versions to know it.
  feed.onChange((memberId) => answers.cache.delete(memberId));

  app.get(
    '/feed/home',
    // A relative with family access reads the member's suggestions too (deciding stays the member's).
    {
      preHandler: auth.memberOrFamily('family.view_suggestions'),
      schema: { response: { 200: FeedResponseSchema } },
      // The answer is kept in English; each suggestion's reasons go out in the language the app asks for.
      onSend: async (request, reply, payload) => {
        const asked = request.headers['accept-language'];
        if (asked === undefined) return payload;
        reply.header('vary', 'Accept-Language');
        const language = pickLanguage(asked);
        if (language === 'en' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
        const body = JSON.parse(payload) as FeedResponse;
        for (const profile of body.profiles) {
          if (profile.compatibility) {
            profile.compatibility.reasons = profile.compatibility.reasons.map((reason) =>
              translateReason(reason, language),
            );
          }
        }
        return JSON.stringify(body);
      },
    },
    async (request, reply) => {
      const userId = memberIdOf(request);
      return answers.answer(reply, {
        key: userId,
        storedStamp: () => versions.stamp(userId, matching.modelVersion),
        compute: async () => {
          const model = matching.modelVersion;
          const found = await feed.suggestions(userId);
          // The same gate as requireActiveMember, read in the same query as the caller's queue.
          if (!found) throw forbidden(NOT_ACTIVE_MESSAGE);
          // Kept under the versions read with the data, also while a refill of the member's queue waits in line:
          // when it lands it moves them, and the next call computes again. After a first fill made for this
          // answer, or from the queue the member's decision just read (older versions than the decision's), not kept.
          return {
            body: reply.serialize({ profiles: found.profiles }) as string,
            stamp: feedStamp(found.viewer, model),
            keep: found.plan !== 'now' && !found.fromDecision && matching.modelVersion === model,
          };
        },
      });
    },
  );
};
