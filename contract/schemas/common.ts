import { z } from 'zod';

/** A number written plainly: digits with an optional sign and decimal part, as a form or a query string sends it. */
const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

/**
 * A number that arrives as a JSON number or as a form or query string of
 * plain decimal digits. z.coerce.number() would also take `true` (1), `0x10`
 * (16), `1e3`, `Infinity` and a blank (0); those are refused here as not a number.
 */
export function decimal<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return PLAIN_DECIMAL.test(text) ? Number(text) : value;
  }, schema);
}

/** Offset paging of spec 9: start and limit as query parameters. */
export const PageQuerySchema = z.object({
  start: decimal(z.number().int().min(0)).default(0),
  limit: decimal(z.number().int().min(1).max(100)).default(10),
});

/** An empty answer body for calls whose success body the spec does not read. */
export const OkSchema = z.object({}).loose();
