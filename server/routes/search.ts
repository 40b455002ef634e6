import {
  OkSchema,
  SearchQuerySchema,
  SearchResultSchema,
  ShortlistParamsSchema,
  ShortlistQuerySchema,
} from '../../contract/schemas';
import { currentUser } from '../plugins/auth';
import { createSearch } from '../services/search';
import type { RoutePlugin } from './types';

/** Search (GET /search) and the shortlist (PUT, DELETE /shortlist/{profileId}, GET /shortlist). */
export const searchRoutes: RoutePlugin = async (app, { db, files, auth, changes }) => {
  const search = createSearch({ db, files, changes });
  const member = { preHandler: auth.requireMember };
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/search',
    { ...member, schema: { querystring: SearchQuerySchema, response: { 200: SearchResultSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return search.search(currentUser(request).userId, request.query);
    },
  );

  app.put(
    '/shortlist/:profileId',
    { ...member, schema: { params: ShortlistParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await search.star(currentUser(request).userId, request.params.profileId);
      return {};
    },
  );

  app.delete(
    '/shortlist/:profileId',
    { ...member, schema: { params: ShortlistParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await search.unstar(currentUser(request).userId, request.params.profileId);
      return {};
    },
  );

  app.get(
    '/shortlist',
    { ...member, schema: { querystring: ShortlistQuerySchema, response: { 200: SearchResultSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return search.shortlist(currentUser(request).userId, request.query.start, request.query.limit);
    },
  );
};
