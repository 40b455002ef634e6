import { z } from 'zod';
import { DELETE_CONFIRMATION_WORD } from '../../contract/enums';
import { DeleteAccountRequestSchema, OkSchema } from '../../contract/schemas';
import { phoneNumberHash, verifyPassword } from '../lib/crypto';
import { currentUser } from '../plugins/auth';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { accountRepository } from '../repositories/account';
import { auditRepository } from '../repositories/audit';
import { usersRepository } from '../repositories/users';
import type { RoutePlugin } from './types';

export const CONFIRMATION_MESSAGE = `Please type ${DELETE_CONFIRMATION_WORD} to confirm.`;
export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Please try again.';

const ExportSchema = z.record(z.string(), z.unknown());

/** A member's data rights: POST /account/delete and GET /account/export. */
export const accountRoutes: RoutePlugin = async (app, { db, files, auth, config }) => {
  const account = accountRepository(db);
  const users = usersRepository(db);
  const secret = config.signingSecret ?? '';

  app.post(
    '/account/delete',
    { preHandler: auth.requireMember, schema: { body: DeleteAccountRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      const { userId } = currentUser(request);
      const { confirmation, password } = request.body;
      if (confirmation.trim() !== DELETE_CONFIRMATION_WORD) throw badRequest(CONFIRMATION_MESSAGE);
      const user = await users.findById(userId);
      if (!user?.password_hash || !(await verifyPassword(password, user.password_hash))) {
        throw forbidden(WRONG_PASSWORD_MESSAGE);
      }
      const erased = await db.transaction(async (tx) => {
        const gone = await account.erase(userId, tx);
        if (!gone) return null;
        // Kept for fraud prevention and the law (README, "What is kept"): keyed hashes only, never the phone
        // number or document number themselves.
        await auditRepository(tx).record({
          actorId: userId,
          action: 'account.deleted',
          subjectId: userId,
          detail: {
            accountCreatedAt: gone.createdAt,
            phoneHash: gone.phone ? phoneNumberHash(secret, gone.phone) : null,
            idNumberHash: gone.idNumberHash,
          },
        });
        return gone;
      });
      if (!erased) throw notFound('Account not found.');
      // After commit: a failed removal leaves an unreferenced file, which the hourly sweep deletes.
      await Promise.allSettled(erased.fileKeys.map((key) => files.remove(key)));
      return {};
    },
  );

  app.get(
    '/account/export',
    { preHandler: auth.requireMember, schema: { response: { 200: ExportSchema } } },
    async (request, reply) => {
      const { userId } = currentUser(request);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return { exportedAt: new Date().toISOString(), ...(await account.export(userId)) };
    },
  );
};
