import type { Queryable, Db } from '../db/types';
import { badRequest } from '../lib/errors';
import { hmac, phoneNumberHash } from '../lib/crypto';
import { auditRepository } from '../repositories/audit';
import { type ClaimKind, identityClaimsRepository } from '../repositories/identity-claims';
import { MESSAGES } from './verification-messages';

/** Only the tail of a document number is ever kept in the clear. */
export function maskDocumentNumber(number: string): string {
  return `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}

/** A number another account holds: refused inside the transaction, recorded for staff after it. */
class ClaimRefused extends Error {
  constructor(
    readonly kind: ClaimKind,
    readonly masked: string,
    readonly holderId: string | null,
  ) {
    super('claim refused');
  }
}

/**
 * A verified phone number or identity document belongs to one account: keyed
 * hashes of the numbers are claimed, and a refused claim is recorded for staff
 * (the portal's Audit page) before the member hears it.
 */
export function createIdentityClaims(db: Db, secret: string) {
  const claims = identityClaimsRepository(db);
  const audit = auditRepository(db);

  async function recordRefusal(userId: string, refusal: ClaimRefused, address: string): Promise<never> {
    await audit.record({
      actorId: userId,
      action: 'identity.refused',
      subjectId: userId,
      detail: { kind: refusal.kind, number: refusal.masked, heldBy: refusal.holderId, ip: address },
    });
    throw badRequest(refusal.kind === 'phone' ? MESSAGES.phoneTaken : MESSAGES.documentTaken);
  }

  return {
    phoneHash: (phone: string) => phoneNumberHash(secret, phone),
    documentHash: (idType: string, idNumber: string) => hmac(secret, `id\n${idType}\n${idNumber}`),

    /** Refuses early, before any code is sent or file stored, when another account already holds the number. */
    async refuseIfHeld(kind: ClaimKind, hash: string, masked: string, userId: string, address: string) {
      const holder = await claims.ownerOf(kind, hash);
      if (holder && holder !== userId) await recordRefusal(userId, new ClaimRefused(kind, masked, holder), address);
    },

    /** Claims the number inside the caller's transaction; a refusal rolls it back. */
    async claimOrRefuse(kind: ClaimKind, hash: string, masked: string, userId: string, tx: Queryable) {
      if (!(await claims.claim(kind, hash, userId, tx))) {
        throw new ClaimRefused(kind, masked, await claims.ownerOf(kind, hash, tx));
      }
    },

    /** Runs work that may claim, and records a refusal after its transaction rolled back. */
    async recordingRefusals<T>(userId: string, address: string, work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } catch (error) {
        if (error instanceof ClaimRefused) await recordRefusal(userId, error, address);
        throw error;
      }
    },
  };
}

export type IdentityClaims = ReturnType<typeof createIdentityClaims>;
