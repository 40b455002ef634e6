import { z } from 'zod';
import { FILE_KINDS, kindOfKey } from '../services/files';
import { HttpError } from '../plugins/errors';
import type { RoutePlugin } from './types';

const FileParamsSchema = z.object({ kind: z.enum(FILE_KINDS as [string, ...string[]]), name: z.string().min(1).max(64) });
const FileQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(100),
});

export const LINK_INVALID_MESSAGE = 'This link is not valid or has expired.';

/**
 * GET /api/files/{kind}/{name}?expires=&signature= serves an upload only
 * through a short-lived signed link (issue 7). Links to documents appear only
 * in admin answers and in the owner's own profile.
 */
export const filesRoutes: RoutePlugin = async (app, { files }) => {
  app.get(
    '/files/:kind/:name',
    { schema: { params: FileParamsSchema, querystring: FileQuerySchema } },
    async (request, reply) => {
      const key = `${request.params.kind}/${request.params.name}`;
      if (!files.verify(key, request.query.expires, request.query.signature)) throw new HttpError(403, LINK_INVALID_MESSAGE);
      const file = await files.get(key);
      if (!file) throw new HttpError(404, 'File not found.');
      const secondsLeft = Math.max(0, request.query.expires - Math.floor(Date.now() / 1000));
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', kindOfKey(key) === 'document' ? 'no-store' : `private, max-age=${secondsLeft}`);
      return reply.send(file.bytes);
    },
  );
};
