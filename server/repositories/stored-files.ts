import type { Queryable } from '../db/types';

/** Every column that points to an upload: the orphan sweep keeps a file while any of them names it. */
const UNREFERENCED = `SELECT k AS key FROM unnest($1::text[]) AS k
  EXCEPT (
    SELECT file_key FROM profile_images WHERE file_key = ANY($1::text[])
    UNION ALL SELECT blurred_key FROM profile_images WHERE blurred_key = ANY($1::text[])
    UNION ALL SELECT degree_file FROM profiles WHERE degree_file = ANY($1::text[])
    UNION ALL SELECT income_file FROM profiles WHERE income_file = ANY($1::text[])
    UNION ALL SELECT selfie_file FROM verifications WHERE selfie_file = ANY($1::text[])
    UNION ALL SELECT id_file FROM verifications WHERE id_file = ANY($1::text[])
  )`;

/** Keys checked per statement, so one statement's parameters and scans stay small. */
const BATCH = 1000;

/** Which member's which document a stored file is. */
const DOCUMENT_OF = `SELECT user_id AS owner_id, CASE WHEN selfie_file = $1 THEN 'selfie' ELSE 'identity' END AS document
    FROM verifications WHERE selfie_file = $1 OR id_file = $1
  UNION ALL
  SELECT id, CASE WHEN degree_file = $1 THEN 'degree' ELSE 'income' END FROM profiles WHERE degree_file = $1 OR income_file = $1
  LIMIT 1`;

/** Selfies and identity documents open only for staff; certificates also for their owner (profile page). */
export type DocumentName = 'selfie' | 'identity' | 'degree' | 'income';
export const IDENTITY_DOCUMENTS: readonly DocumentName[] = ['selfie', 'identity'];

export function storedFilesRepository(db: Queryable) {
  return {
    /** Photo privacy: the key is a photo's original whose owner limits who sees it (only a private link opens it). */
    async isLimitedOriginal(key: string): Promise<boolean> {
      const { rows } = await db.query(
        `SELECT 1 FROM profile_images i JOIN profiles p ON p.id = i.profile_id
         WHERE i.file_key = $1 AND p.photo_privacy <> 'EVERYONE'`,
        [key],
      );
      return rows.length > 0;
    },

    async documentOf(key: string): Promise<{ ownerId: string; document: DocumentName } | null> {
      const { rows } = await db.query<{ owner_id: string; document: DocumentName }>(DOCUMENT_OF, [key]);
      return rows[0] ? { ownerId: rows[0].owner_id, document: rows[0].document } : null;
    },

    /** Those of these keys that no profile, photo or verification refers to. */
    async unreferenced(keys: readonly string[]): Promise<string[]> {
      const out: string[] = [];
      for (let i = 0; i < keys.length; i += BATCH) {
        const { rows } = await db.query<{ key: string }>(UNREFERENCED, [keys.slice(i, i + BATCH)]);
        out.push(...rows.map((row) => row.key));
      }
      return out;
    },
  };
}
