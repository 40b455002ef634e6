import { fromRow, type PreferencesRow } from '../../repositories/partner-preferences';
import type { StoredPreferences } from '../../rules/stored-preferences';

/*
 * One copy of each value that many held members repeat. The database driver gives every row its own strings and
 * arrays ('HINDU', 'NEVER', a birth date, ['Hindi', 'English'], an empty list of cities), and every member of the
 * service is held (members.ts): shared, a member is a handful of objects instead of dozens, so the heap is smaller
 * and each full garbage collection has far fewer objects to mark (the feed's slowest answers were seen waiting
 * behind those collections; server README). Distinct values are few (answers, birth dates, places, lists of them),
 * so the tables stay small. Shared lists are frozen: nothing that reads a member may change them.
 */

const NO_VALUES: readonly string[] = Object.freeze([]);

export function createSharedValues() {
  const texts = new Map<string, string>();
  const lists = new Map<string, readonly string[]>();

  function text<T extends string | null>(value: T): T {
    if (value === null) return value;
    const known = texts.get(value);
    if (known !== undefined) return known as T;
    texts.set(value, value);
    return value;
  }

  function list(values: readonly string[] | null | undefined): readonly string[] {
    if (!values || values.length === 0) return NO_VALUES;
    const key = values.join('\u0000');
    const known = lists.get(key);
    if (known !== undefined) return known;
    const made = Object.freeze(values.map((value) => text(value)));
    lists.set(key, made);
    return made;
  }

  return {
    text,
    list,
    /** Partner preferences as stored (repositories/partner-preferences.ts fromRow), with their lists shared. */
    preferences(row: PreferencesRow): StoredPreferences {
      const stored: Record<string, unknown> = { ...fromRow(row) };
      for (const [key, value] of Object.entries(stored))
        if (Array.isArray(value)) stored[key] = list(value as string[]);
      return stored as unknown as StoredPreferences;
    },
  };
}
