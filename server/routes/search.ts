import {
  OkSchema,
  SearchQuerySchema,
  SearchResultSchema,
  ShortlistParamsSchema,
  ShortlistQuerySchema,
} from '../../contract/schemas';
import { memberIdOf } from '../plugins/auth';
import { createSearch } from '../services/search';
import type { RoutePlugin } from './types';

/** Search (GET /search) and the shortlist (PUT, DELETE /shortlist/{profileId}, GET /shortlist). */
export const searchRoutes: RoutePlugin = async (app, { db, files, auth, changes }) => {
  const search = createSearch({ db, files, changes });
  const noStore = { 'cache-control': 'no-store' };

  // Open to a relative with family access, acting on the member's search and shortlist (audited as named).
  app.get(
    '/search',
    {
      preHandler: auth.memberOrFamily('family.search'),
      schema: { querystring: SearchQuerySchema, response: { 200: SearchResultSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return search.search(memberIdOf(request), request.query);
    },
  );

  app.put(
    '/shortlist/:profileId',
    {
      preHandler: auth.memberOrFamily('family.shortlist_add'),
      schema: { params: ShortlistParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await search.star(memberIdOf(request), request.params.profileId);
      return {};
    },
  );

  app.delete(
    '/shortlist/:profileId',
    {
      preHandler: auth.memberOrFamily('family.shortlist_remove'),
      schema: { params: ShortlistParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await search.unstar(memberIdOf(request), request.params.profileId);
      return {};
    },
  );

  app.get(
    '/shortlist',
    {
      preHandler: auth.memberOrFamily('family.view_shortlist'),
      schema: { querystring: ShortlistQuerySchema, response: { 200: SearchResultSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return search.shortlist(memberIdOf(request), request.query.start, request.query.limit);
    },
  );
};
