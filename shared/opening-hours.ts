/**
 * When the restaurant takes orders: weekly opening hours, closed dates, its time zone, and a pause on new orders.
 * The menu and the assistant work at any hour; only placing an order waits for the restaurant to be open.
 */
import { z } from 'zod';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_SPANS_PER_DAY = 4;
export const MAX_CLOSED_DATES = 100;
const MINUTES_PER_DAY = 24 * 60;

/** "HH:MM", 00:00 to 24:00 (24:00 closes at the end of the day). */
const timeOfDay = z
  .string({ message: 'Times are written HH:MM, such as 17:30.' })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { message: 'Times are written HH:MM, from 00:00 to 24:00.' });

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** A span that closes at or before its opening time runs past midnight into the next day. */
export const openingSpan = z
  .object({ opens: timeOfDay, closes: timeOfDay })
  .refine((span) => span.opens !== '24:00', { message: 'A span cannot open at 24:00; open at 00:00 instead.' })
  .refine((span) => minutesOf(span.opens) !== minutesOf(span.closes) % MINUTES_PER_DAY || span.closes === '24:00', {
    message: 'A span must close at a different time than it opens.',
  });
export type OpeningSpan = z.infer<typeof openingSpan>;

/** Where a span lies in the week, in minutes from Monday 00:00 (its end may pass the end of the week). */
export function spanInWeek(dayIndex: number, span: OpeningSpan): { start: number; end: number } {
  const start = dayIndex * MINUTES_PER_DAY + minutesOf(span.opens);
  let end = dayIndex * MINUTES_PER_DAY + minutesOf(span.closes);
  if (end <= start) end += MINUTES_PER_DAY;
  return { start, end };
}

const daySpans = (day: Weekday) =>
  z
    .array(openingSpan, { message: `${day}: a list of spans.` })
    .max(MAX_SPANS_PER_DAY, { message: `${day}: at most ${MAX_SPANS_PER_DAY} spans a day.` });

export const weeklyHours = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, daySpans(day)])) as Record<Weekday, ReturnType<typeof daySpans>>,
  )
  .superRefine((week, context) => {
    // Spans may not overlap, also across midnight and from Sunday night into Monday.
    const weekLength = 7 * MINUTES_PER_DAY;
    const spans = WEEKDAYS.flatMap((day, index) => week[day].map((span) => ({ day, ...spanInWeek(index, span) })));
    for (const a of spans) {
      for (const b of spans) {
        if (a === b) continue;
        const overlaps = [0, weekLength, -weekLength].some(
          (shift) => a.start < b.end + shift && b.start + shift < a.end,
        );
        if (overlaps && a.start <= b.start) {
          context.addIssue({
            code: 'custom',
            path: [b.day],
            message: `${capitalised(b.day)}: its spans overlap ${a.day === b.day ? 'each other' : `${capitalised(a.day)}'s`}.`,
          });
          return;
        }
      }
    }
  });
export type WeeklyHours = z.infer<typeof weeklyHours>;

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Open around the clock: what a restaurant has before it sets its hours. */
export const AROUND_THE_CLOCK: WeeklyHours = Object.fromEntries(
  WEEKDAYS.map((day) => [day, [{ opens: '00:00', closes: '24:00' }]]),
) as WeeklyHours;

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates are written YYYY-MM-DD.' })
  .refine(
    (date) => {
      // Refinements run even when the pattern failed: a date that does not parse must not throw.
      const parsed = Date.parse(`${date}T00:00:00Z`);
      return Number.isNaN(parsed) || new Date(parsed).toISOString().startsWith(date);
    },
    {
      message: 'That date does not exist.',
    },
  );

function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const openingHoursBody = z.object({
  timeZone: z
    .string({ message: 'timeZone is required, such as Asia/Karachi.' })
    .trim()
    .min(1, { message: 'timeZone is required, such as Asia/Karachi.' })
    .max(64, { message: 'timeZone is at most 64 characters.' })
    .refine(knownTimeZone, { message: 'timeZone: not a time zone we know; use a name such as Asia/Karachi.' }),
  weekly: weeklyHours,
  /** Whole days the restaurant stays closed, in its own time zone; a span that began the night before still ends. */
  closedDates: z
    .array(calendarDate)
    .max(MAX_CLOSED_DATES, { message: `At most ${MAX_CLOSED_DATES} closed dates.` })
    .transform((dates) => [...new Set(dates)].sort()),
});
export type OpeningHoursBody = z.input<typeof openingHoursBody>;
export type OpeningHours = z.infer<typeof openingHoursBody>;

export const openingHoursAnswer = z.object({
  timeZone: z.string(),
  weekly: weeklyHours,
  closedDates: z.array(z.string()),
  /** The zone the server was started with, used until the administrator chooses one. */
  configuredTimeZone: z.string(),
});
export type OpeningHoursAnswer = z.infer<typeof openingHoursAnswer>;

export const PAUSE_MINUTES = [15, 30, 60] as const;

export const pauseBody = z.object({
  /** How long to pause new orders; null pauses them until someone resumes. */
  minutes: z
    .literal(PAUSE_MINUTES, { message: 'minutes: pause for 15, 30 or 60 minutes, or null until turned off.' })
    .nullable(),
});
export type PauseBody = z.infer<typeof pauseBody>;

/** The error code of an order refused because the restaurant is closed or paused. */
export const RESTAURANT_CLOSED = 'RESTAURANT_CLOSED';

export const RESTAURANT_STATES = ['open', 'closed', 'paused'] as const;

export const restaurantStatus = z.object({
  state: z.enum(RESTAURANT_STATES),
  acceptingOrders: z.boolean(),
  /** What customers are told while orders wait ("Closed, opens today at 17:00"); null while open. */
  message: z.string().nullable(),
  /** ISO time the restaurant next opens, while closed. */
  opensAt: z.string().nullable(),
  /** ISO time a pause ends; null while paused means until turned off. */
  pausedUntil: z.string().nullable(),
  /** ISO time this status may next change by the clock alone (opening, closing, a pause ending, the wording's day). */
  nextChangeAt: z.string().nullable(),
});
export type RestaurantStatus = z.infer<typeof restaurantStatus>;

/** What customers read while the restaurant is paused, counted down from its end. */
export function pausedMessage(pausedUntil: number | null, now: number): string {
  if (pausedUntil === null) return 'Not taking new orders right now.';
  // To the nearest minute: a page's clock that ticks every few seconds must not read a fresh 15-minute pause as 16.
  const minutes = Math.max(1, Math.round((pausedUntil - now) / 60_000));
  return `Not taking orders for the next ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
