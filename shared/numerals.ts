/**
 * Numbers as the spec's original client sends them: ids read back from the page (drag data, data attributes) and
 * amounts typed into text fields arrive as strings ("1510", "45000", "9.99"). A tolerant reader takes those as the
 * numbers they spell; anything else is left as it is, for the number schema to refuse with its own message.
 */
import { z } from 'zod';

/** Decimal digits, with an optional sign and fraction: "0x10", "1e3", "12abc" and "" are not numerals. */
const NUMERAL = /^-?\d+(?:\.\d+)?$/;

/** `schema` (a number schema) that also takes its number written as a decimal numeral. */
export function numberOrNumeral<Output>(schema: z.ZodType<Output, number>) {
  const read = (value: unknown) => (typeof value === 'string' && NUMERAL.test(value.trim()) ? Number(value) : value);
  return z.preprocess(read, schema) as unknown as z.ZodType<Output, number | string>;
}
