import {
  INCOME_SLABS,
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
  PREFERENCE_HEIGHT_MAX,
  PREFERENCE_HEIGHT_MIN,
  type IncomeSlab,
} from '../../../contract/enums';
import type { PartnerPreferences } from '../../../contract/schemas/partner-preferences';

/**
 * The numbers of a wish: ages ("26 se 30", "under 30", "late twenties"),
 * heights (5'4", 5 ft 4, 165 cm, "between 160 and 175 cm") and income in
 * lakhs or crores a year, each clamped to the contract's bounds and mapped
 * to its income slabs. Each reader blanks what it took out of the text, so
 * "5 ft 4" is not read again as an age.
 */

const clampAge = (n: number) => Math.min(PREFERENCE_AGE_MAX, Math.max(PREFERENCE_AGE_MIN, n));
const clampHeight = (n: number) => Math.min(PREFERENCE_HEIGHT_MAX, Math.max(PREFERENCE_HEIGHT_MIN, n));

const LOWER =
  /\b(above|over|more than|older than|taller than|at least|atleast|min|minimum|from|se upar|se zyada|se jyada|or above|or more|or older|or taller|and above|plus)\b|\+/;
const UPPER =
  /\b(under|below|less than|younger than|shorter than|not older than|not more than|max|maximum|upto|up to|at most|till|tak|se kam|or younger|or less|or shorter|and below|and under|within)\b/;

/** Which way a bound goes, from the words just around it. */
function direction(before: string, after: string): 'min' | 'max' | null {
  if (/\b(no one|nobody|noone|none|not|nothing) (above|over|older than|taller than|more than)$/.test(before.trim())) {
    return 'max';
  }
  const near = `${before.split(' ').slice(-3).join(' ')} | ${after.split(' ').slice(0, 3).join(' ')}`;
  const upper = UPPER.test(near);
  const lower = LOWER.test(near);
  if (upper && !lower) return 'max';
  if (lower && !upper) return 'min';
  return null;
}

interface Span {
  start: number;
  end: number;
}

/** Finds matches of a global pattern, blanking each out of `text` so later readers skip it. */
function take(state: { text: string }, pattern: RegExp): { match: RegExpExecArray; before: string; after: string }[] {
  const found: { match: RegExpExecArray; before: string; after: string }[] = [];
  const spans: Span[] = [];
  for (const match of state.text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    found.push({ match: match as RegExpExecArray, before: state.text.slice(0, start), after: state.text.slice(end) });
    spans.push({ start, end });
  }
  for (const { start, end } of spans.reverse()) {
    state.text = `${state.text.slice(0, start)}${' '.repeat(end - start)}${state.text.slice(end)}`;
  }
  return found;
}

const FEET = String.raw`(?<!\d)(\d)\s*(?:ft|feet|foot|fit)\s*(\d{1,2})?\s*(?:"|''|in|inch|inches)?(?!\d)`;
const CM = String.raw`(\d{3})\s*(?:cm|cms|centimeters?|centimetres?)\b`;
const DECIMAL_FEET = String.raw`(?<![\d.])(\d)\.(\d{1,2})\s*(?:ft|feet|foot)?`;
const HEIGHT_CONTEXT = /\b(height|tall|taller|shorter|lamba|lambi|lambe|short|ft|feet|cm)\b|'/;

function inches(feet: string, rest: string | undefined): number {
  return Number(feet) * 12 + Number(rest ?? 0);
}

export function readHeights(state: { text: string }): PartnerPreferences['heightRange'] | undefined {
  if (!HEIGHT_CONTEXT.test(state.text)) return undefined;
  const one = `(?:${FEET}|${CM}|${DECIMAL_FEET})`;
  const value = (m: RegExpExecArray, offset: number): number =>
    m[offset] !== undefined
      ? inches(m[offset], m[offset + 1])
      : m[offset + 2] !== undefined
        ? Math.round(Number(m[offset + 2]) / 2.54)
        : Number(m[offset + 3]) * 12 + Number(m[offset + 4]);
  // "Between 160 and 175 cm": the unit said once, after both numbers.
  const centimetres = take(
    state,
    /\b(\d{3})\s*(?:-|to|se|and|till)\s*(\d{3})\s*(?:cm|cms|centimeters?|centimetres?)\b/g,
  );
  if (centimetres.length) {
    const [a, b] = [1, 2].map((i) => Math.round(Number(centimetres[0].match[i]) / 2.54));
    return { min: clampHeight(Math.min(a, b)), max: clampHeight(Math.max(a, b)) };
  }
  const ranges = take(state, new RegExp(`${one}\\s*(?:-|to|se|and|till|–)\\s*${one}`, 'g'));
  if (ranges.length) {
    const [a, b] = [value(ranges[0].match, 1), value(ranges[0].match, 6)];
    return { min: clampHeight(Math.min(a, b)), max: clampHeight(Math.max(a, b)) };
  }
  const singles = take(state, new RegExp(one, 'g'));
  if (!singles.length) return undefined;
  const { match, before, after } = singles[0];
  const height = clampHeight(value(match, 1));
  return direction(before, after) === 'max'
    ? { min: PREFERENCE_HEIGHT_MIN, max: height }
    : { min: height, max: PREFERENCE_HEIGHT_MAX };
}

const LAKHS = String.raw`(\d+(?:\.\d+)?)\s*(lpa|lakhs?|lacs?|lac|l|lakh per annum|cr|crores?)\b`;

function slabsBetween(low: number, high: number): IncomeSlab[] {
  return INCOME_SLABS.filter((s) => s.min !== null && s.min < high && (s.max ?? Infinity) > low).map((s) => s.value);
}

export function readIncome(state: { text: string }): IncomeSlab[] | undefined {
  const lakhs = (n: string, unit: string) => Number(n) * (unit.startsWith('cr') ? 100 : 1);
  const ranges = take(state, new RegExp(String.raw`(\d+(?:\.\d+)?)\s*(?:-|to|se|and)\s*${LAKHS}`, 'g'));
  if (ranges.length) {
    const m = ranges[0].match;
    return slabsBetween(lakhs(m[1], m[3]), lakhs(m[2], m[3]));
  }
  const singles = take(state, new RegExp(LAKHS, 'g'));
  if (!singles.length) return undefined;
  const { match, before, after } = singles[0];
  const amount = lakhs(match[1], match[2]);
  return direction(before, after) === 'max' ? slabsBetween(0, amount) : slabsBetween(amount, Infinity);
}

const DECADES: Record<string, number> = { twenties: 20, '20s': 20, thirties: 30, '30s': 30, forties: 40, '40s': 40 };

export function readAges(state: { text: string }): PartnerPreferences['ageRange'] | undefined {
  const range = take(state, /\b(\d{2})\s*(?:-|to|se|and|till|–|or)\s*(\d{2})\b(?!\s*(?:lpa|lakh|lac|cm|kg|%))/g);
  for (const { match } of range) {
    const [a, b] = [Number(match[1]), Number(match[2])];
    if (a >= 18 && b <= 80 && b >= 18) {
      return { min: clampAge(Math.min(a, b)), max: clampAge(Math.max(a, b)) };
    }
  }
  const decade = take(state, /\b(?:(early|mid|late) )?(twenties|thirties|forties|20s|30s|40s)\b/g);
  if (decade.length) {
    const base = DECADES[decade[0].match[2]];
    const part = decade[0].match[1];
    const [lo, hi] = part === 'early' ? [0, 3] : part === 'mid' ? [3, 6] : part === 'late' ? [6, 9] : [0, 9];
    return { min: clampAge(base + lo), max: clampAge(base + hi) };
  }
  const singles = take(state, /\b(\d{2})\b(?!\s*(?:lpa|lakh|lac|cm|kg|%))/g);
  for (const { match, before, after } of singles) {
    const age = Number(match[1]);
    if (age < 18 || age > 80) continue;
    const way = direction(before, after);
    if (way === 'max') return { min: PREFERENCE_AGE_MIN, max: clampAge(age) };
    if (way === 'min') return { min: clampAge(age), max: PREFERENCE_AGE_MAX };
  }
  return undefined;
}
