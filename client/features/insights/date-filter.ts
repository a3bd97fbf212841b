/** The dashboard's date filters (spec points 3, 4 and 5): one per chart, days as YYYY-MM-DD, empty for none. */
import type { InsightChart } from '../../../shared/insights.ts';

export interface DateFilter {
  startDate: string;
  endDate: string;
}

export type DateField = keyof DateFilter;

export const NO_FILTER: DateFilter = { startDate: '', endDate: '' };

export const START_NOT_BEFORE_END = 'Start date must be less than end date';
export const END_NOT_AFTER_START = 'End date must be greater than start date';

export interface RangeProblem {
  field: DateField;
  message: string;
}

/**
 * The revenue filter's rule, checked as the owner changes `changed`: a start on or after the end, or an end on or
 * before the start, is reported on the field just changed. A valid range, or an emptied field, clears it.
 */
export function revenueRangeProblem(draft: DateFilter, changed: DateField): RangeProblem | null {
  if (!draft.startDate || !draft.endDate || draft.startDate < draft.endDate) return null;
  return changed === 'startDate'
    ? { field: 'startDate', message: START_NOT_BEFORE_END }
    : { field: 'endDate', message: END_NOT_AFTER_START };
}

/**
 * What Apply commits: the revenue filter as drafted; the other three read an empty day as `today`, the restaurant's
 * day as the figures above the charts count it (decision 0019), not the UTC day of spec point 5.
 */
export function committedFilter(chart: InsightChart, draft: DateFilter, today: string): DateFilter {
  if (chart === 'revenue') return draft;
  return { startDate: draft.startDate || today, endDate: draft.endDate || today };
}

/** The card's subtitle: which days its chart covers. */
export function describeFilter(chart: InsightChart, { startDate, endDate }: DateFilter): string {
  if (startDate && endDate) return startDate === endDate ? startDate : `${startDate} to ${endDate}`;
  if (startDate) return `From ${startDate}`;
  if (endDate) return chart === 'revenue' ? `30 days to ${endDate}` : `Until ${endDate}`;
  return chart === 'revenue' ? 'Last 30 days' : 'All time';
}
