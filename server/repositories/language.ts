import type { Language } from '../../contract/languages';
import type { Queryable } from '../db/types';

/** A member's language, kept in the account: parameterised SQL only (STYLE 10). */
export function languageRepository(db: Queryable) {
  return {
    async of(userId: string, tx: Queryable = db): Promise<Language> {
      const { rows } = await tx.query<{ language: Language }>('SELECT language FROM users WHERE id = $1', [userId]);
      return rows[0]?.language ?? 'en';
    },

    async save(userId: string, language: Language, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET language = $2 WHERE id = $1', [userId, language]);
    },
  };
}
