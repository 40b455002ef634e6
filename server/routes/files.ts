import { z } from 'zod';
import { FILE_KINDS, kindOfKey } from '../services/files';
import { HttpError } from '../lib/errors';
import { auditRepository } from '../repositories/audit';
import { IDENTITY_DOCUMENTS, storedFilesRepository } from '../repositories/stored-files';
import type { RoutePlugin } from './types';

const FileParamsSchema = z.object({
  kind: z.enum(FILE_KINDS as [string, ...string[]]),
  name: z.string().min(1).max(64),
});
const FileQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  scope: z.enum(['private']).optional(),
  signature: z.string().min(1).max(100),
});

export const LINK_INVALID_MESSAGE = 'This link is not valid or has expired.';
export const STAFF_ONLY_MESSAGE = 'This document can only be opened from the admin portal while signed in.';

/** Served files are never run as a page: no scripts, no plugins, nothing loaded, even if opened directly. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * GET /api/files/{kind}/{name}?expires=&signature= serves an upload only
 * through a short-lived signed link (STYLE 11). Selfies and identity documents
 * open only with the link together with the admin portal's session cookie;
 * every view of a document by staff is written to the audit table.
 */
export const filesRoutes: RoutePlugin = async (app, { db, files, auth }) => {
  const stored = storedFilesRepository(db);
  const audit = auditRepository(db);

  app.get(
    '/files/:kind/:name',
    { schema: { params: FileParamsSchema, querystring: FileQuerySchema } },
    async (request, reply) => {
      const key = `${request.params.kind}/${request.params.name}`;
      const { expires, signature, scope } = request.query;
      if (!files.verify(key, expires, signature, scope)) throw new HttpError(403, LINK_INVALID_MESSAGE);
      const isDocument = kindOfKey(key) === 'document';
      // Photo privacy: a plain link to a photo whose owner limits who sees it (handed out before, or guessed
      // from its blurred copy's) opens nothing; only a private link, given to those who may see it, does.
      if (!isDocument && !scope && (await stored.isLimitedOriginal(key)))
        throw new HttpError(403, LINK_INVALID_MESSAGE);
      if (isDocument) {
        const owner = await stored.documentOf(key);
        const admin = await auth.adminOfCookie(request);
        if (owner && IDENTITY_DOCUMENTS.includes(owner.document) && !admin) {
          request.log.warn(
            { event: 'document.refused', document: owner.document },
            'document link without admin session',
          );
          throw new HttpError(403, STAFF_ONLY_MESSAGE);
        }
        if (owner && admin) {
          await audit.record({
            actorId: admin.userId,
            action: 'document.viewed',
            subjectId: owner.ownerId,
            detail: { document: owner.document, ip: request.ip },
          });
        }
      }
      const file = await files.get(key);
      if (!file) throw new HttpError(404, 'File not found.');
      const secondsLeft = Math.max(0, request.query.expires - Math.floor(Date.now() / 1000));
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${request.params.kind}.${key.split('.').pop() ?? 'jpg'}"`)
        .header('content-security-policy', FILE_CSP)
        .header('cache-control', isDocument ? 'no-store' : `private, max-age=${secondsLeft}`);
      return reply.send(file.bytes);
    },
  );
};
