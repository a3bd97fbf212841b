/**
 * The admin dashboard's figures (spec point 3, "Analytics response" and "Date filter"): four charts, each an
 * object mapping a label to a number, filtered by an optional day range, plus a strip of today's numbers and the
 * kitchen's ticket times.
 */
import { z } from 'zod';
import { envelope } from './api.ts';

/** The four charts, in the order the dashboard shows them, with the path under /api/insights each reads. */
export const INSIGHT_CHARTS = {
  revenue: 'get-revenue',
  itemsSold: 'top-sold-items',
  businessHours: 'top-business-hours',
  topAreas: 'orders-by-sector',
} as const;
export type InsightChart = keyof typeof INSIGHT_CHARTS;

/** Days the revenue chart shows when no range is chosen: the last 30, ending today. */
export const REVENUE_DEFAULT_DAYS = 30;
/** The longest revenue range: one point per day, so a year at most keeps the answer and the chart readable. */
export const REVENUE_MAX_DAYS = 366;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day written YYYY-MM-DD: the pattern alone lets 2025-02-30 through. */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

// An empty value is how a form sends "no date", so it means the same as leaving the parameter out.
const dateParam = (name: string) =>
  z
    .string()
    .refine((value) => value === '' || isCalendarDate(value), {
      message: `${name} must be a date written YYYY-MM-DD, such as 2025-03-14.`,
    })
    .optional()
    .transform((value) => value || undefined);

/** A query string's `startDate` and `endDate`: both optional, both inclusive, days in the restaurant's time zone. */
export const dayRangeParams = { startDate: dateParam('startDate'), endDate: dateParam('endDate') };

/** For `.refine(...)` on a query holding `dayRangeParams`: the range may not end before it starts. */
export const dayRangeInOrder: [
  (query: { startDate?: string | undefined; endDate?: string | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  ({ startDate, endDate }) => !startDate || !endDate || startDate <= endDate,
  { path: ['endDate'], message: 'startDate must be on or before endDate.' },
];

/** `?startDate=&endDate=` of the dashboard's figures. */
export const insightsRangeQuery = z.object(dayRangeParams).refine(...dayRangeInOrder);
export type InsightsRange = z.output<typeof insightsRangeQuery>;

/** Label -> number, in the order to show: days ascending, the rest biggest first. */
export const insightSeries = z.record(z.string(), z.number());
export type InsightSeries = z.infer<typeof insightSeries>;
export const insightSeriesAnswer = envelope(insightSeries);

export const insightKpis = z.object({
  /** Today in the restaurant's time zone, YYYY-MM-DD, and that zone. */
  date: z.string(),
  timeZone: z.string(),
  /** Today's food sales: the counted orders' totals less their delivery fees, in currency units. */
  todayRevenue: z.number(),
  /** Today's delivery fees, kept apart from food sales; 0 where the restaurant charges none. */
  todayDeliveryFees: z.number(),
  todayOrders: z.number().int().nonnegative(),
  /** Today's revenue over today's orders; null before the first order of the day. */
  averageOrderValue: z.number().nullable(),
  /** Mean minutes from confirmation to the kitchen finishing, over orders confirmed in the last 7 days; null if none. */
  averageKitchenMinutes: z.number().nullable(),
  /** Mean stars of the ratings given this week (today and the 6 local days before), to one decimal; null if none. */
  averageRating: z.number().nullable(),
  /** The same over the 7 local days before those; null if none. */
  averageRatingWeekBefore: z.number().nullable(),
});
export type InsightKpis = z.infer<typeof insightKpis>;
export const insightKpisAnswer = envelope(insightKpis);

/** The window of the kitchen-time figure. */
export const KITCHEN_TIME_WINDOW_DAYS = 7;
/** The local days the rating figure averages over, today included, and as many before them to compare with. */
export const RATING_WINDOW_DAYS = 7;

/** The same weekday in this many weeks before today is what today's ticket times are set against. */
export const TICKET_TIMES_WEEKS_BEFORE = 4;

/**
 * The tickets of some days: each is one order's time from confirmation (its first move to PROCESSING) to ready (its
 * first move to COMPLETED), on the day it was confirmed; orders still in the kitchen have no ticket yet.
 */
export const ticketTimesSummary = z.object({
  tickets: z.number().int().nonnegative(),
  /** Mean minutes, to one decimal; null without tickets. */
  averageMinutes: z.number().nullable(),
  /** The 90th percentile (nearest rank: 90% of the tickets took at most this), to one decimal; null without. */
  p90Minutes: z.number().nullable(),
  /** Late tickets: their card on the kitchen board had turned red (`redMinutes` or more) before they were ready. */
  lateTickets: z.number().int().nonnegative(),
});
export type TicketTimesSummary = z.infer<typeof ticketTimesSummary>;

export const insightTicketTimes = z.object({
  /** Today in the restaurant's time zone, YYYY-MM-DD, and that zone. */
  date: z.string(),
  timeZone: z.string(),
  /** The kitchen's red threshold (KITCHEN_RED_MINUTES): a ticket that takes this long or longer is late. */
  redMinutes: z.number().int().positive(),
  /** Today's tickets so far. */
  today: ticketTimesSummary,
  /** The same weekday in each of the TICKET_TIMES_WEEKS_BEFORE weeks before, pooled, with those days. */
  sameWeekdayBefore: ticketTimesSummary.extend({ dates: z.array(z.string()) }),
});
export type InsightTicketTimes = z.infer<typeof insightTicketTimes>;
export const insightTicketTimesAnswer = envelope(insightTicketTimes);
