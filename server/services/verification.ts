import type { VerificationStatus } from '../../contract/schemas';
import type { PendingCodes } from '../../contract/schemas/pending-code';
import type { DocumentType } from '../../contract/enums';
import type { Db, Queryable } from '../db/types';
import { conflict, notFound } from '../lib/errors';
import { checksRepository } from '../repositories/checks';
import { profilesRepository } from '../repositories/profiles';
import { reviewRepository } from '../repositories/review';
import { toVerificationStatus, verificationRepository } from '../repositories/verification';
import type { FileStore } from './files';
import { type IdentityClaims, maskDocumentNumber } from './identity-claims';
import { toSafeJpeg } from './images';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_SECONDS } from './one-time-codes';
import { storeAndRecord } from './uploads';
import { panFormatWarnings } from './checks/verdicts';
import type { ChecksRunner } from './checks/runner';

/** The verification steps besides the codes: the status, the selfie, and the identity document (claimed once). */
/** A step that a staff refusal reopened is still to redo: the profile cannot go back to staff yet. */
export const STEPS_LEFT_MESSAGE = 'Please redo the steps our team asked for first.';

/**
 * The verification steps besides the codes: the status (with the review's outcome), the selfie, and the
 * identity document (claimed once). Each upload queues the automatic checks in its own transaction, and puts
 * a refused profile back in review once every reopened step is done.
 */
export function createVerificationService(deps: {
  db: Db;
  files: FileStore;
  claims: IdentityClaims;
  checks: ChecksRunner | null;
}) {
  const { db, files, claims, checks } = deps;
  const repo = verificationRepository(db);
  const review = reviewRepository(db);

  /** The checks' job lands with the upload: a crash after the answer cannot lose it. */
  async function queueChecks(userId: string, tx: Queryable): Promise<void> {
    await checksRepository(tx).request(userId);
    await reviewRepository(tx).resubmitIfReady(userId);
  }

  /** A code step survives a reload: the codes sent and still usable, with the resend wait. */
  async function withPendingCodes(userId: string, status: VerificationStatus): Promise<VerificationStatus> {
    const pending = await repo.pendingOtps(userId, OTP_MAX_ATTEMPTS);
    if (pending.length === 0) return status;
    const pendingCodes: PendingCodes = {};
    for (const code of pending) {
      pendingCodes[code.channel === 'email' ? 'email' : 'phoneNumber'] = {
        expiresInSeconds: Math.max(0, code.expires_in),
        resendInSeconds: Math.max(0, OTP_RESEND_COOLDOWN_SECONDS - code.age_seconds),
      };
    }
    return { ...status, pendingCodes };
  }

  return {
    async status(userId: string): Promise<VerificationStatus> {
      const row = await repo.find(userId);
      if (!row) throw notFound('Profile not found.');
      const status = await withPendingCodes(userId, toVerificationStatus(row));
      // Only the outcome and staff's own words: what the automatic checks found stays with staff.
      const state = await review.state(userId);
      if (!state?.submitted) return status;
      return { ...status, review: { status: state.status, reasons: state.reasons, note: state.note } };
    },

    /**
     * After a refusal whose reasons reopened no step (OTHER alone): the member says they made the change asked
     * for and the profile goes back to staff. Refused while a reopened step is still to do.
     */
    async resubmit(userId: string): Promise<void> {
      const state = await review.state(userId);
      if (state?.status !== 'REFUSED') return;
      if (!(await review.resubmitIfReady(userId))) throw conflict(STEPS_LEFT_MESSAGE);
    },

    /** `live`: taken with the camera; false when the member had no camera and chose a photo from their files. */
    async saveSelfie(userId: string, bytes: Buffer, live = true): Promise<void> {
      const image = await toSafeJpeg(bytes);
      await storeAndRecord(files, 'document', [image], ([key]) =>
        db.transaction(async (tx) => {
          const replaced = await repo.saveSelfie(userId, key, live, tx);
          await queueChecks(userId, tx);
          return [replaced];
        }),
      );
      checks?.poke();
    },

    async saveIdentity(
      userId: string,
      address: string,
      input: { idType: DocumentType; idNumber: string; bytes: Buffer },
    ): Promise<void> {
      const numberHash = claims.documentHash(input.idType, input.idNumber);
      const masked = maskDocumentNumber(input.idNumber);
      await claims.refuseIfHeld('document', numberHash, masked, userId, address);
      const image = await toSafeJpeg(input.bytes);
      // Worked out now, while the full number is in hand (only its hash and last four are kept).
      const lastName = (await profilesRepository(db).findById(userId))?.last_name ?? null;
      const formatWarnings = input.idType === 'PAN' ? panFormatWarnings(input.idNumber, lastName) : [];
      await claims.recordingRefusals(userId, address, () =>
        storeAndRecord(files, 'document', [image], ([key]) =>
          db.transaction(async (tx) => {
            await claims.claimOrRefuse('document', numberHash, masked, userId, tx);
            const replaced = await repo.saveIdentity(
              { userId, fileKey: key, idType: input.idType, masked, numberHash, formatWarnings },
              tx,
            );
            await queueChecks(userId, tx);
            return [replaced];
          }),
        ),
      );
      checks?.poke();
    },
  };
}
