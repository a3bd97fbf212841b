/** How the screens write money, dates and counts (spec point 9: 2 decimals, "$" before or after). */

import { moneySettings } from '../../shared/money.ts';

/** "$12.50" on the menu, product page, cart and checkout; "12.50$" on order tracking; in the restaurant's currency. */
export { formatPrice } from '../../shared/money.ts';

// Made on first use: a page's first date formatter loads the locale's data, tens of milliseconds on a phone that
// pages showing no dates (the menu) should not spend while they load.
let dateTime: Intl.DateTimeFormat | undefined;
let time: Intl.DateTimeFormat | undefined;

let formattersLocale: string | undefined;

/** The date formatters follow the restaurant's locale, made again if the administrator changed it. */
function dateFormatters() {
  const { locale } = moneySettings();
  if (formattersLocale !== locale) [dateTime, time, formattersLocale] = [undefined, undefined, locale];
  return locale;
}

/** A readable date and time in the restaurant's locale, e.g. "12 Mar 2025, 14:05"; the raw text when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = dateFormatters();
  dateTime ??= new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(date);
}

/** The clock time in the restaurant's locale, e.g. "14:05". */
export function formatTime(date: Date): string {
  const locale = dateFormatters();
  time ??= new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  return time.format(date);
}

/** "1 item", "3 items". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The text with its first letter in capitals, the rest as written ("gluten, dairy" to "Gluten, dairy"). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
