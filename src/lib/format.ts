import { INCOME_SLABS, rangeToSlab } from '../../contract/enums';

export const NOT_SPECIFIED = 'Not Specified';
export const NOT_UPLOADED = 'Not Uploaded';

/** 'NON_VEGETARIAN' -> 'Non Vegetarian', 'GOVT SERVICE' -> 'Govt Service'. */
export function formatEnum(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NOT_SPECIFIED;
  return value
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** The choices of a select or checkbox group over enum values, read as words unless `label` says otherwise. */
export function toOptions<T extends string>(
  values: readonly T[],
  label: (value: T) => string = formatEnum,
): Array<{ value: T; label: string }> {
  return values.map((value) => ({ value, label: label(value) }));
}

export function formatText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_SPECIFIED;
  const text = String(value).trim();
  return text === '' ? NOT_SPECIFIED : text;
}

/** Total inches -> 5' 7". */
export function formatHeight(inches: number | null | undefined): string {
  if (inches === null || inches === undefined || inches <= 0) return NOT_SPECIFIED;
  return `${Math.floor(inches / 12)}' ${inches % 12}"`;
}

export function formatWeight(kg: number | null | undefined): string {
  return kg === null || kg === undefined ? NOT_SPECIFIED : `${kg} kg`;
}

/**
 * Spec 2 and 3: an income range reads as its slab's label; a missing range is
 * 'Not Specified'; a pair that matches no slab reads as No Income.
 */
export function formatIncome(income: { min: number | null; max: number | null } | null | undefined): string {
  if (!income) return NOT_SPECIFIED;
  const slab = rangeToSlab(income.min, income.max);
  return INCOME_SLABS.find((s) => s.value === slab)?.label ?? NOT_SPECIFIED;
}

export function formatList(values: readonly string[] | null | undefined): string {
  if (!values || values.length === 0) return NOT_SPECIFIED;
  return values.map(formatEnum).join(', ');
}

export function fullName(name: { firstName: string | null; lastName: string | null } | null | undefined): string {
  return [name?.firstName, name?.lastName].filter((part) => part && part.trim() !== '').join(' ');
}
