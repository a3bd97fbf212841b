/**
 * Calendar days and clock hours in the restaurant's time zone, from Intl alone. SQLite knows only UTC and the
 * server's own zone, so the day boundaries and UTC offsets are worked out here and handed to the queries.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the zone (an IANA name such as Asia/Karachi, or UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    wallClock(timeZone);
    return true;
  } catch {
    return false;
  }
}

function wallParts(epochMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const { type, value } of wallClock(timeZone).formatToParts(epochMs)) {
    if (type !== 'literal') parts[type] = Number(value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far the zone's clocks are ahead of UTC at that instant, in ms (Asia/Karachi: 5 h). */
export function utcOffset(epochMs: number, timeZone: string): number {
  const p = wallParts(epochMs, timeZone);
  // setUTCFullYear, because Date.UTC reads years 0-99 as 1900-1999.
  const wall = new Date(0);
  wall.setUTCFullYear(p.year, p.month - 1, p.day);
  wall.setUTCHours(p.hour, p.minute, p.second);
  return wall.getTime() - Math.floor(epochMs / 1000) * 1000;
}

/** The day (YYYY-MM-DD) it is in the zone at that instant. */
export function localDate(epochMs: number, timeZone: string): string {
  return new Date(epochMs + utcOffset(epochMs, timeZone)).toISOString().slice(0, 10);
}

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant a local day begins. */
export function startOfLocalDay(date: string, timeZone: string): number {
  return localTimeToInstant(date, 0, timeZone);
}

/** The instant the zone's clocks show `minutes` past midnight on a local day (1440: the next day's midnight). */
export function localTimeToInstant(date: string, minutes: number, timeZone: string): number {
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // The offset can differ between the UTC guess and the local time (a DST change between them): ask again at the guess.
  const guess = wallAsUtc - utcOffset(wallAsUtc, timeZone);
  return wallAsUtc - utcOffset(guess, timeZone);
}

/** The zone's wall-clock time at an instant, as HH:MM. */
export function localTimeOfDay(epochMs: number, timeZone: string): string {
  return new Date(epochMs + utcOffset(epochMs, timeZone)).toISOString().slice(11, 16);
}

/** A stretch of time with one UTC offset, from `from` until the next period begins. */
export interface OffsetPeriod {
  from: number;
  offset: number;
}

/**
 * The zone's UTC offsets between two instants, oldest first: one period for zones without daylight saving.
 * Offsets are sampled daily, and each change is then narrowed down to the second.
 */
export function offsetPeriods(from: number, to: number, timeZone: string): OffsetPeriod[] {
  const periods: OffsetPeriod[] = [{ from, offset: utcOffset(from, timeZone) }];
  for (let previous = from; previous < to;) {
    const at = Math.min(previous + DAY_MS, to);
    const offset = utcOffset(at, timeZone);
    const current = periods.at(-1)!;
    if (offset !== current.offset) {
      let before = previous;
      let after = at;
      while (after - before > 1000) {
        const middle = before + Math.floor((after - before) / 2);
        if (utcOffset(middle, timeZone) === current.offset) before = middle;
        else after = middle;
      }
      // Offsets change on a whole second.
      periods.push({ from: Math.floor(after / 1000) * 1000, offset });
    }
    previous = at;
  }
  return periods;
}
