/**
 * Whether the restaurant takes orders at an instant, and what customers are told while it does not: worked out from
 * the weekly hours in its own time zone, its closed dates and a pause.
 */
import {
  WEEKDAYS,
  minutesOf,
  pausedMessage,
  type OpeningHours,
  type RestaurantStatus,
} from '../../shared/opening-hours.ts';
import { addDays, daysBetween, localDate, localTimeOfDay, localTimeToInstant } from '../insights/restaurant-clock.ts';

/** How far ahead the next opening is looked for; past it the restaurant is "closed until further notice". */
export const LOOK_AHEAD_DAYS = 60;

export interface Pause {
  /** When the pause ends; null: until someone resumes. */
  until: number | null;
}

export interface Window {
  start: number;
  end: number;
}

const weekdayOf = (date: string) => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/**
 * Every opening from the day before `now` to the look-ahead's end, as instants, touching ones joined (so Monday
 * 18:00–24:00 and Tuesday 00:00–02:00 are one evening). A closed date cancels the spans that begin on it.
 */
export function openingWindows(hours: OpeningHours, now: number): Window[] {
  const { timeZone } = hours;
  const closed = new Set(hours.closedDates);
  const today = localDate(now, timeZone);
  const windows: Window[] = [];
  for (let offset = -1; offset <= LOOK_AHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    if (closed.has(date)) continue;
    for (const span of hours.weekly[weekdayOf(date)]) {
      const opens = minutesOf(span.opens);
      let closes = minutesOf(span.closes);
      if (closes <= opens) closes += 24 * 60;
      windows.push({
        start: localTimeToInstant(date, opens, timeZone),
        end: localTimeToInstant(date, closes, timeZone),
      });
    }
  }
  windows.sort((a, b) => a.start - b.start);
  const joined: Window[] = [];
  for (const window of windows) {
    const last = joined.at(-1);
    if (last && window.start <= last.end) last.end = Math.max(last.end, window.end);
    else joined.push({ ...window });
  }
  return joined;
}

/** "today at 17:00", "tomorrow at 12:00", "Friday at 12:00" or "on 2026-12-28 at 12:00", in the restaurant's clock. */
export function whenItOpens(opensAt: number, now: number, timeZone: string): string {
  const date = localDate(opensAt, timeZone);
  const days = daysBetween(localDate(now, timeZone), date);
  const time = localTimeOfDay(opensAt, timeZone);
  if (days === 0) return `today at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  const weekday = weekdayOf(date);
  if (days < 7) return `${weekday[0]!.toUpperCase()}${weekday.slice(1)} at ${time}`;
  return `on ${date} at ${time}`;
}

const iso = (epochMs: number | null | undefined) => (epochMs == null ? null : new Date(epochMs).toISOString());

/** The first of the instants that are known, as ISO; null when none is. */
function earliest(...instants: (number | null | undefined)[]): string | null {
  const known = instants.filter((instant): instant is number => instant != null);
  return known.length ? iso(Math.min(...known)) : null;
}

/** `windows` may be given when already worked out for this day (they are the costly part). */
export function openingStatus(
  hours: OpeningHours,
  pause: Pause | null,
  now: number,
  windows = openingWindows(hours, now),
): RestaurantStatus {
  const current = windows.find((window) => window.start <= now && now < window.end);

  if (!current) {
    const next = windows.find((window) => window.start > now);
    // The wording says "today" or "tomorrow": it changes at the restaurant's midnight even when nothing else does.
    const midnight = localTimeToInstant(addDays(localDate(now, hours.timeZone), 1), 0, hours.timeZone);
    return {
      state: 'closed',
      acceptingOrders: false,
      message: next ? `Closed, opens ${whenItOpens(next.start, now, hours.timeZone)}.` : 'Closed until further notice.',
      opensAt: iso(next?.start),
      pausedUntil: null,
      nextChangeAt: earliest(next?.start, midnight),
    };
  }

  // A window reaching the end of the look-ahead may go on: its end is not a known closing time.
  const closesAt = current === windows.at(-1) ? null : current.end;
  const paused = pause !== null && (pause.until === null || pause.until > now);
  if (paused) {
    return {
      state: 'paused',
      acceptingOrders: false,
      message: pausedMessage(pause.until, now),
      opensAt: null,
      pausedUntil: iso(pause.until),
      nextChangeAt: earliest(pause.until, closesAt),
    };
  }
  return {
    state: 'open',
    acceptingOrders: true,
    message: null,
    opensAt: null,
    pausedUntil: null,
    nextChangeAt: iso(closesAt),
  };
}
