import { PHOTO_PLACEHOLDER_PATH } from '../../contract/privacy';
import {
  OkSchema,
  PhoneShareRequestSchema,
  PrivacySettingsRequestSchema,
  PrivacySettingsSchema,
  ProfileViewersQuerySchema,
  ProfileViewersResponseSchema,
} from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { photoPlaceholder } from '../services/images';
import { createPrivacyService } from '../services/privacy';
import type { RoutePlugin } from './types';

/**
 * Privacy members control: GET and PUT /profile/privacy, GET /profile/viewers,
 * PUT /chat/phone-share, and the neutral placeholder photo.
 */
export const privacyRoutes: RoutePlugin = async (app, { db, files, auth, feed }) => {
  const privacy = createPrivacyService({ db, files });

  app.get(
    '/profile/privacy',
    { preHandler: auth.requireMember, schema: { response: { 200: PrivacySettingsSchema } } },
    async (request) => privacy.settings(currentUser(request).userId),
  );

  app.put(
    '/profile/privacy',
    {
      preHandler: auth.requireMember,
      schema: { body: PrivacySettingsRequestSchema, response: { 200: PrivacySettingsSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const saved = await privacy.save(userId, request.body);
      // A pause applies to the member's own suggestions at once, also to a queue their last decision left here.
      if (request.body.hidden !== undefined) feed.changed(userId);
      return saved;
    },
  );

  app.get(
    '/profile/viewers',
    {
      preHandler: auth.requireMember,
      schema: { querystring: ProfileViewersQuerySchema, response: { 200: ProfileViewersResponseSchema } },
    },
    async (request) => privacy.viewers(currentUser(request).userId, request.query.start, request.query.limit),
  );

  app.put(
    '/chat/phone-share',
    { preHandler: auth.requireMember, schema: { body: PhoneShareRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await privacy.sharePhone(currentUser(request).userId, request.body.channelId, request.body.share);
      return {};
    },
  );

  // The same neutral picture for every member: it tells nothing, so it needs no link or session.
  app.get(PHOTO_PLACEHOLDER_PATH.replace(/^\/api/, ''), async (_request, reply) =>
    reply
      .header('content-type', 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=86400')
      .send(await photoPlaceholder()),
  );
};
