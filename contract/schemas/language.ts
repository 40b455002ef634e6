import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages';

/** PUT /api/users/language: the member's language, kept in the account. */
export const LanguageRequestSchema = z.object({ language: z.enum(LANGUAGE_CODES) });
export type LanguageRequest = z.infer<typeof LanguageRequestSchema>;

/** The language a member chose, beside the spec's own fields of GET /api/profile/my. */
export const LanguageSchema = z.enum(LANGUAGE_CODES);
