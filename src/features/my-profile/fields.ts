import type { Option } from '../../components/form-fields';
import { countWords, MIN_ABOUT_ME_WORDS } from '../../../contract/enums';
import type { EncodableField, FieldValue, FieldValues } from '../../lib/multipart';
import { notSpecified } from '../../lib/format';
import { pleaseProvide, MY_PROFILE_MESSAGES as MESSAGES } from './messages';

export type { Option };

/**
 * One field of a section form (STYLE rule 6). The editor renders it by kind,
 * validates it with `requiredIf` and `rule`, and the encoder sends it under
 * `key` (src/lib/multipart.ts).
 */
export interface FieldConfig extends EncodableField {
  label: string;
  options?: readonly Option[];
  /** Spec 5: required when the condition holds ('Please provide {field label}.'). */
  requiredIf?: (values: FieldValues) => boolean;
  /** A further rule returning its spec message, or null when the value passes. */
  rule?: (value: FieldValue, values: FieldValues) => string | null;
  /** Number fields: smallest value the input offers. */
  min?: number;
  /** Number fields: the input's step ('any' for decimals). */
  step?: number | 'any';
  /** File fields: the picker's accept filter. */
  accept?: string;
}

export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Pure: the first failing message in field order, or null when the section may be saved. */
export function validateSection(fields: readonly FieldConfig[], values: FieldValues): string | null {
  for (const field of fields) {
    const value = values[field.key] ?? null;
    if (field.requiredIf?.(values) && isEmptyValue(value)) return pleaseProvide(field.label);
    const message = field.rule?.(value, values) ?? null;
    if (message) return message;
  }
  return null;
}

/** Spec 5: About Me needs a minimum number of words, split on whitespace. */
export function aboutMeRule(value: FieldValue): string | null {
  return countWords(typeof value === 'string' ? value : '') < MIN_ABOUT_ME_WORDS ? MESSAGES.ABOUT_ME_TOO_SHORT : null;
}

/** 'NON_VEGETARIAN' -> 'Non-Vegetarian' when the option says so; blanks read as Not Specified. */
export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return notSpecified();
  return options.find((option) => option.value === value)?.label ?? value;
}
