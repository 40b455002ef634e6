import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { rangeToSlab } from '../../contract/enums';
import { i18n } from './i18n/i18n';
import { INCOME_SLAB_WORDS, VALUE_WORDS } from './value-words';

/**
 * A profile's values as members read them, in the active language: the English is the spec's byte for
 * byte, Hindi and Tamil come from the catalogs; heights, weights and ages keep Latin digits. A
 * component showing these re-renders on a change of language through `useLingui()` or `useLanguage()`.
 */
const NOT_SPECIFIED = msg`Not Specified`;
const NOT_UPLOADED = msg`Not Uploaded`;

/** 'Not Specified', in the member's language. */
export function notSpecified(): string {
  return i18n._(NOT_SPECIFIED);
}

/** 'Not Uploaded', in the member's language. */
export function notUploaded(): string {
  return i18n._(NOT_UPLOADED);
}

/** One value's words from a table of descriptors keyed by the contract's values. */
export function wordsOf<T extends string>(table: Record<T, MessageDescriptor>, value: T): string {
  return i18n._(table[value]);
}

/** 'NON_VEGETARIAN' -> 'Non Vegetarian', 'GOVT SERVICE' -> 'Govt Service' (a value without words of its own, as is). */
function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** An enum value in words: 'NON_VEGETARIAN' -> 'Non Vegetarian' (मांसाहारी, அசைவம்). */
export function formatEnum(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return notSpecified();
  const words = VALUE_WORDS[value];
  return words ? i18n._(words) : titleCase(value);
}

/** The choices of a select or checkbox group over enum values, read as words unless `label` says otherwise. */
export function toOptions<T extends string>(
  values: readonly T[],
  label: (value: T) => string = formatEnum,
): Array<{ value: T; label: string }> {
  return values.map((value) => ({ value, label: label(value) }));
}

export function formatText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return notSpecified();
  const text = String(value).trim();
  return text === '' ? notSpecified() : text;
}

/** Total inches -> 5' 7". */
export function formatHeight(inches: number | null | undefined): string {
  if (inches === null || inches === undefined || inches <= 0) return notSpecified();
  return `${Math.floor(inches / 12)}' ${inches % 12}"`;
}

export function formatWeight(kg: number | null | undefined): string {
  return kg === null || kg === undefined ? notSpecified() : `${kg} kg`;
}

/**
 * Spec 2 and 3: an income range reads as its slab's label; a missing range is
 * 'Not Specified'; a pair that matches no slab reads as No Income.
 */
export function formatIncome(income: { min: number | null; max: number | null } | null | undefined): string {
  if (!income) return notSpecified();
  return wordsOf(INCOME_SLAB_WORDS, rangeToSlab(income.min, income.max));
}

export function formatList(values: readonly string[] | null | undefined): string {
  if (!values || values.length === 0) return notSpecified();
  return values.map(formatEnum).join(', ');
}

export function fullName(name: { firstName: string | null; lastName: string | null } | null | undefined): string {
  return [name?.firstName, name?.lastName].filter((part) => part && part.trim() !== '').join(' ');
}
