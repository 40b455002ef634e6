import type { VerificationStatus } from '../../contract/schemas';
import type { DocumentType } from '../../contract/enums';
import type { Db } from '../db/types';
import { notFound } from '../lib/errors';
import { toVerificationStatus, verificationRepository } from '../repositories/verification';
import type { FileStore } from './files';
import { type IdentityClaims, maskDocumentNumber } from './identity-claims';
import { toSafeJpeg } from './images';
import { storeAndRecord } from './uploads';

/** The verification steps besides the codes: the status, the selfie, and the identity document (claimed once). */
export function createVerificationService(deps: { db: Db; files: FileStore; claims: IdentityClaims }) {
  const { db, files, claims } = deps;
  const repo = verificationRepository(db);

  return {
    async status(userId: string): Promise<VerificationStatus> {
      const row = await repo.find(userId);
      if (!row) throw notFound('Profile not found.');
      return toVerificationStatus(row);
    },

    async saveSelfie(userId: string, bytes: Buffer): Promise<void> {
      const image = await toSafeJpeg(bytes);
      await storeAndRecord(files, 'document', [image], ([key]) =>
        db.transaction(async (tx) => [await repo.saveSelfie(userId, key, tx)]),
      );
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
      await claims.recordingRefusals(userId, address, () =>
        storeAndRecord(files, 'document', [image], ([key]) =>
          db.transaction(async (tx) => {
            await claims.claimOrRefuse('document', numberHash, masked, userId, tx);
            return [await repo.saveIdentity({ userId, fileKey: key, idType: input.idType, masked, numberHash }, tx)];
          }),
        ),
      );
    },
  };
}
