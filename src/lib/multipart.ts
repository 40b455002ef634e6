/**
 * Spec 7, profile-page edits: a section is sent as JSON with its editable
 * keys, or as multipart form data when the section has a file field. In
 * multipart, multi-choice values go as repeated `key[]` entries, an
 * autocomplete as the chosen string ('' when none), a file under its key and
 * several files as key0, key1 and so on. Pure: no React, no fetch.
 */

export type EncodableKind =
  'text' | 'textarea' | 'number' | 'select' | 'multi-choice' | 'autocomplete' | 'date' | 'file';

export interface EncodableField {
  key: string;
  kind: EncodableKind;
  /** File fields only: the value is a list sent as key0, key1, ... */
  multiple?: boolean;
  /** File fields with `multiple`: at most this many are appended (spec 5: extra photos are left out). */
  maxFiles?: number;
}

/** What a form holds for each kind: strings for text-like kinds, a list for multi-choice, a Date, files. */
export type FieldValue = string | string[] | Date | File | File[] | null;
export type FieldValues = Record<string, FieldValue>;

export type EncodedBody = { type: 'json'; json: Record<string, unknown> } | { type: 'form'; form: FormData };

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Spec 5: dates are shown and sent as MM/dd/yyyy (local calendar date). */
export function formatDateMDY(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

function asString(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function asStrings(value: FieldValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function asFiles(value: FieldValue | undefined): File[] {
  if (value instanceof File) return [value];
  return Array.isArray(value) ? value.filter((v): v is File => v instanceof File) : [];
}

function asDate(value: FieldValue | undefined): string {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? formatDateMDY(value) : '';
}

/** A number field as JSON: the number typed, or null when left blank. */
function asNumber(value: FieldValue | undefined): number | null {
  const text = asString(value).trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export function hasFileField(fields: readonly EncodableField[]): boolean {
  return fields.some((field) => field.kind === 'file');
}

/** The JSON body: every editable key, multi-choice as a plain array. */
export function encodeJson(fields: readonly EncodableField[], values: FieldValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    switch (field.kind) {
      case 'multi-choice':
        body[field.key] = asStrings(value);
        break;
      case 'number':
        body[field.key] = asNumber(value);
        break;
      case 'date':
        body[field.key] = asDate(value);
        break;
      case 'file':
        // A file cannot travel in JSON; encodeSection sends such sections as multipart.
        break;
      default:
        body[field.key] = asString(value);
    }
  }
  return body;
}

/** The multipart body: `key[]` per chosen value, files under their key, several as key0, key1 ... */
export function encodeFormData(fields: readonly EncodableField[], values: FieldValues): FormData {
  const form = new FormData();
  for (const field of fields) {
    const value = values[field.key];
    switch (field.kind) {
      case 'multi-choice':
        for (const item of asStrings(value)) form.append(`${field.key}[]`, item);
        break;
      case 'date':
        form.append(field.key, asDate(value));
        break;
      case 'file': {
        const files = asFiles(value);
        if (field.multiple) {
          files
            .slice(0, field.maxFiles ?? files.length)
            .forEach((file, index) => form.append(`${field.key}${index}`, file));
        } else if (files.length > 0) {
          form.append(field.key, files[0]);
        }
        break;
      }
      case 'number':
        form.append(field.key, asString(value).trim());
        break;
      default:
        form.append(field.key, asString(value));
    }
  }
  return form;
}

/** Spec 7: JSON unless the section has a file field. */
export function encodeSection(fields: readonly EncodableField[], values: FieldValues): EncodedBody {
  return hasFileField(fields)
    ? { type: 'form', form: encodeFormData(fields, values) }
    : { type: 'json', json: encodeJson(fields, values) };
}
