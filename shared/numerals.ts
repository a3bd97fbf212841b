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

/**
 * An order's or a feedback's id in the answers the original client reads: a numeral on the wire ("16"), a number in
 * code. That client's backend gave these ids as strings (UUIDs), and the client compares them with `===` against text
 * it reads back from the page (the kitchen board's drag data), so a JSON number there matches nothing. Forkcast's
 * own client parses the answer and gets the number back. The wire form is declared as the documented schema (the
 * output side has no JSON form of its own), so the API documentation shows what is sent.
 */
export const numeralId = z
  .codec(
    z.string().regex(/^[1-9]\d*$/),
    z.custom<number>((value) => Number.isSafeInteger(value) && (value as number) > 0, { message: 'Not an id.' }),
    { decode: (text) => Number(text), encode: (id) => String(id) },
  )
  .meta({ type: 'string', pattern: '^[1-9][0-9]*$', example: '16' });

/** Digits with no sign, padding, decimal point or leading zero: the only way a link writes an id. */
export const ID_IN_PATH = /^[1-9]\d*$/;

/**
 * An id in a path (`/api/orders/admin/16`), as its links write it. " 16", "16.0", "016", "0x10" and "1e3" name
 * nothing, rather than being read as some number: each is refused with `message`.
 */
export function pathId(message: string) {
  return z
    .string()
    .regex(ID_IN_PATH, { message })
    .transform(Number)
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER, { message }));
}
