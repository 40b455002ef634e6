import type { AdminChecks } from './schemas/profile';

/** A risk score at or above this is red: staff confirm with a note before publishing (as the list's badge shows). */
export const RED_RISK = 50;

/**
 * The automatic checks' findings that make publishing a profile ask for confirmation and a note: a face
 * MISMATCH or NO_FACE, a document name or number MISMATCH, a duplicate, a risk at or above RED_RISK. Each is
 * said as the list shows it ("Name on document: MISMATCH").
 */
export function redChecks(checks: Omit<AdminChecks, 'status'> | null | undefined): string[] {
  if (!checks) return [];
  const red: string[] = [];
  if (checks.faceMatch === 'MISMATCH' || checks.faceMatch === 'NO_FACE') {
    red.push(`Selfie vs photos: ${checks.faceMatch.replace('_', ' ')}`);
  }
  if (checks.documentNumber === 'MISMATCH') red.push('Document number: MISMATCH');
  if (checks.documentName === 'MISMATCH') red.push('Name on document: MISMATCH');
  for (const duplicate of checks.duplicates ?? []) red.push(`Same ${duplicate.kind} as profile ${duplicate.profileId}`);
  if ((checks.risk ?? 0) >= RED_RISK) red.push(`Risk ${checks.risk}`);
  return red;
}
