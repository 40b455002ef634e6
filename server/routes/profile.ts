import type { FastifyRequest } from 'fastify';
import {
  BasicDetailsRequestSchema,
  ImageUrlQuerySchema,
  LifestyleRequestSchema,
  MemberProfileSchema,
  NameRequestSchema,
  OkSchema,
  OwnProfileSchema,
  ProfileIdQuerySchema,
  ProfileStatusSchema,
} from '../../contract/schemas';
import { formAsBody, formOnlyAsBody, uploadsInBody } from '../lib/input';
import { currentUser, memberIdOf } from '../plugins/auth';
import { type StoredSection, createProfileEdits } from '../services/profile-edits';
import {
  AboutMeInputSchema,
  FamilyInputSchema,
  OnboardingProfessionBody,
  PROFILE_MESSAGES,
  PersonalDetailsInputSchema,
  ProfileProfessionBody,
  photosBody,
} from '../services/profile-steps';
import type { RoutePlugin } from './types';

/** Every onboarding and profile-page call of spec 7 (member side) plus photo delete. */
export const profileRoutes: RoutePlugin = async (app, { db, files, auth, config, checks }) => {
  const edits = createProfileEdits({ db, files, config, checks });
  const member = { preHandler: auth.requireMember };
  const userOf = (request: FastifyRequest) => currentUser(request).userId;

  type Hook = (request: FastifyRequest) => Promise<void>;
  /** A partial profile-page save: the body is merged over the stored section before the schema checks it. */
  const overStored =
    (section: StoredSection): Hook =>
    async (request) => {
      request.body = await edits.overStored(userOf(request), section, request.body as Record<string, unknown>);
    };
  /**
   * The member guard runs before the body is read or checked, so a caller without a session hears 401
   * first; then the body (a JSON body or a form's fields) is read and the route's own hooks run.
   */
  const memberBody = (...hooks: Hook[]) => ({ preValidation: [auth.requireMember, formAsBody, ...hooks] });
  /** The same for a route that takes files: a multipart form only, its files checked with the fields. */
  const memberForm = { preValidation: [auth.requireMember, formOnlyAsBody, uploadsInBody] };
  const ok = { 200: OkSchema };

  app.get('/profile/status', { ...member, schema: { response: { 200: ProfileStatusSchema } } }, async (request) =>
    edits.status(userOf(request)),
  );

  app.get('/profile/my', { ...member, schema: { response: { 200: OwnProfileSchema } } }, async (request) =>
    edits.own(userOf(request)),
  );

  app.get(
    '/profile/get',
    {
      // A relative with family access may read a member's view for the member they help (audited); the
      // view carries no documents.
      preHandler: auth.memberOrFamily('family.view_profile'),
      schema: { querystring: ProfileIdQuerySchema, response: { 200: MemberProfileSchema } },
    },
    async (request) =>
      edits.view(memberIdOf(request), request.query.profileId, { byRelative: request.family !== null }),
  );

  app.put('/profile/name', { ...memberBody(), schema: { body: NameRequestSchema, response: ok } }, async (request) => {
    await edits.saveName(userOf(request), request.body);
    return {};
  });

  app.put(
    '/profile/basic-details',
    { ...memberBody(), schema: { body: BasicDetailsRequestSchema, response: ok } },
    async (request) => {
      await edits.saveBasicDetails(userOf(request), request.body);
      return {};
    },
  );

  app.put(
    '/profile/personal-details',
    { ...memberBody(overStored('personal')), schema: { body: PersonalDetailsInputSchema, response: ok } },
    async (request) => {
      await edits.savePersonalDetails(userOf(request), request.body);
      return {};
    },
  );

  app.put(
    '/profile/lifestyle-details',
    { ...memberBody(overStored('lifestyle')), schema: { body: LifestyleRequestSchema, response: ok } },
    async (request) => {
      await edits.saveLifestyle(userOf(request), request.body);
      return {};
    },
  );

  app.put(
    '/profile/family-details',
    { ...memberBody(overStored('family')), schema: { body: FamilyInputSchema, response: ok } },
    async (request) => {
      await edits.saveFamily(userOf(request), request.body);
      return {};
    },
  );

  app.put(
    '/profile/about-me',
    { ...memberBody(overStored('aboutMe')), schema: { body: AboutMeInputSchema, response: ok } },
    async (request) => {
      await edits.saveAboutMe(userOf(request), request.body);
      return {};
    },
  );

  /** One photo flow: onboarding's POST replaces the member's set, the profile page's PUT appends to it. */
  for (const [method, mode, message] of [
    ['POST', 'replace', PROFILE_MESSAGES.onePhoto],
    ['PUT', 'append', PROFILE_MESSAGES.onePhotoToUpload],
  ] as const) {
    app.route({
      method,
      url: '/profile/images',
      ...memberForm,
      schema: { body: photosBody(message), response: ok },
      handler: async (request) => {
        await edits.savePhotos(userOf(request), request.body, mode);
        return {};
      },
    });
  }

  app.delete(
    '/profile/images',
    { ...member, schema: { querystring: ImageUrlQuerySchema, response: ok } },
    async (request) => {
      await edits.removePhoto(userOf(request), request.query.imageUrl);
      return {};
    },
  );

  app.post(
    '/profile/profession',
    { ...memberForm, schema: { body: OnboardingProfessionBody, response: ok } },
    async (request) => {
      await edits.saveProfession(userOf(request), request.body);
      return {};
    },
  );

  app.put(
    '/profile/profession',
    { ...memberBody(uploadsInBody, overStored('profession')), schema: { body: ProfileProfessionBody, response: ok } },
    async (request) => {
      await edits.saveProfession(userOf(request), request.body);
      return {};
    },
  );
};
