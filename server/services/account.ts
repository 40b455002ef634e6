import { DELETE_CONFIRMATION_WORD } from '../../contract/enums';
import type { Db } from '../db/types';
import { phoneNumberHash, verifyPassword } from '../lib/crypto';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { accountRepository } from '../repositories/account';
import { auditRepository } from '../repositories/audit';
import { usersRepository } from '../repositories/users';
import type { FileStore } from './files';

export const CONFIRMATION_MESSAGE = `Please type ${DELETE_CONFIRMATION_WORD} to confirm.`;
export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Please try again.';

/** A member's data rights: deleting the account (confirmed by the typed word and the password) and exporting it. */
export function createAccountService(deps: { db: Db; files: FileStore; signingSecret: string }) {
  const { db, files, signingSecret } = deps;
  const account = accountRepository(db);
  const users = usersRepository(db);

  return {
    async erase(userId: string, input: { confirmation: string; password: string }): Promise<void> {
      if (input.confirmation.trim() !== DELETE_CONFIRMATION_WORD) throw badRequest(CONFIRMATION_MESSAGE);
      const user = await users.findById(userId);
      if (!user?.password_hash || !(await verifyPassword(input.password, user.password_hash))) {
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
            phoneHash: gone.phone ? phoneNumberHash(signingSecret, gone.phone) : null,
            idNumberHash: gone.idNumberHash,
          },
        });
        return gone;
      });
      if (!erased) throw notFound('Account not found.');
      // After commit: a failed removal leaves an unreferenced file, which the hourly sweep deletes.
      await Promise.allSettled(erased.fileKeys.map((key) => files.remove(key)));
    },

    async export(userId: string) {
      return { exportedAt: new Date().toISOString(), ...(await account.export(userId)) };
    },
  };
}
