import { readFileSync } from 'node:fs';
import { PREFERENCE_FIELDS, type PreferenceField } from '../../../contract/enums';
import type { PartnerPool, PartnerPreferences } from '../../../contract/schemas/partner-preferences';
import type { AssistantMember } from '../../services/assistant/member';
import { converse } from '../../services/assistant/wish-dialogue';
import { isWish, readWish } from '../../services/assistant/wishes';

/**
 * The evaluation of partner preferences said in words (npm run
 * eval:assistant): services/assistant/examples/wishes.json holds held-out dialogues, each the
 * member's messages before any yes, the preferences they start from, and the
 * preferences the member meant. Every case runs through the real dialogue
 * with a recording stand-in for the preferences service.
 */

export interface WishCase {
  say: string[];
  start?: PartnerPreferences;
  expect: PartnerPreferences;
}

export function readWishCases(): WishCase[] {
  return JSON.parse(
    readFileSync(new URL('../../services/assistant/examples/wishes.json', import.meta.url), 'utf8'),
  ) as WishCase[];
}

export interface WishFigures {
  cases: number;
  /** Fields named by the expected or the proposed preferences. */
  fields: number;
  /** Of those, proposed with the expected value and the expected dealbreaker status. */
  fieldsRight: number;
  /** Cases whose whole proposal is right. */
  casesRight: number;
  /** Saves made before the member said yes: must be 0. */
  savedUnconfirmed: number;
  /** Cases that ended with a proposal read back (a case may mean no change at all). */
  proposed: number;
  /** Of those, the ones whose proposal, once confirmed, is exactly what was saved. */
  savedAsConfirmed: number;
  misses: { say: string[]; field: PreferenceField; expected: string; got: string }[];
}

const POOL: PartnerPool = { count: 0, relax: [] };

function fieldView(prefs: PartnerPreferences, field: PreferenceField): string {
  const value = prefs[field];
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return '-';
  const shown = Array.isArray(value) ? [...value].sort().join('|') : JSON.stringify(value);
  return `${shown}${prefs.dealbreakers?.includes(field) ? ' (dealbreaker)' : ''}`;
}

/** A member whose saves are recorded, starting from `start`. */
function recordingMember(start: PartnerPreferences): { member: AssistantMember; saves: PartnerPreferences[] } {
  const saves: PartnerPreferences[] = [];
  let current = start;
  const member: AssistantMember = {
    id: 'evaluation',
    profile: async () => null,
    counts: async () => ({ pendingRequests: 0, chats: 0 }),
    preferences: {
      get: async () => current,
      async save(preferences) {
        saves.push(preferences);
        current = preferences;
        return { ok: true, pool: POOL };
      },
      pool: async () => POOL,
    },
  };
  return { member, saves };
}

export async function evaluateWishes(cases: WishCase[]): Promise<WishFigures> {
  const figures: WishFigures = {
    cases: cases.length,
    fields: 0,
    fieldsRight: 0,
    casesRight: 0,
    savedUnconfirmed: 0,
    proposed: 0,
    savedAsConfirmed: 0,
    misses: [],
  };
  for (const wish of cases) {
    const { member, saves } = recordingMember(wish.start ?? {});
    let pending: PartnerPreferences | undefined;
    for (const message of wish.say) {
      const reply = await converse(message, pending, member);
      pending = reply?.proposal ?? pending;
    }
    figures.savedUnconfirmed += saves.length;
    const proposal = pending ?? wish.start ?? {};
    let right = true;
    for (const field of PREFERENCE_FIELDS) {
      const expected = fieldView(wish.expect, field);
      const got = fieldView(proposal, field);
      if (expected === '-' && got === '-') continue;
      figures.fields++;
      if (expected === got) figures.fieldsRight++;
      else {
        right = false;
        figures.misses.push({ say: wish.say, field, expected, got });
      }
    }
    if (right) figures.casesRight++;
    if (pending) {
      figures.proposed++;
      await converse('yes', pending, member);
      if (saves.length === 1 && JSON.stringify(saves[0]) === JSON.stringify(pending)) figures.savedAsConfirmed++;
    }
  }
  return figures;
}

/** Questions of the labelled intent set that the dialogue would wrongly take as wishes. */
export function questionsReadAsWishes(questions: string[]): string[] {
  return questions.filter((question) => isWish(question, readWish(question), false));
}
