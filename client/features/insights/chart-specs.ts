/** The dashboard's four charts (spec point 2): titles, chart types, dataset labels and fixed colours. */
import type { InsightChart, InsightSeries } from '../../../shared/insights.ts';
import { formatPrice } from '../../lib/format.ts';

export type ChartKind = 'line' | 'bar';

export interface ChartSpec {
  chart: InsightChart;
  title: string;
  kind: ChartKind;
  /** The dataset label, also the table's value column. */
  seriesName: string;
  /** The table's label column. */
  labelName: string;
  /** Bars run sideways, so long names stay readable. */
  horizontal?: boolean;
  /** The bar or line colour. */
  colors: readonly string[];
  /**
   * Every key the chart always shows, in this order, as zero when the answer leaves it out; without it the chart
   * shows the answer's keys in the answer's order.
   */
  keys?: readonly string[];
  formatValue: (value: number) => string;
  /** How a key of the answer reads on the chart and in the table, when not as it is. */
  formatLabel?: (key: string) => string;
}

const count = (value: number) => value.toLocaleString();

/** "0" to "23", as the business-hours answer keys them. */
const HOURS_OF_DAY = Array.from({ length: 24 }, (_, hour) => String(hour));

export const CHART_SPECS: readonly ChartSpec[] = [
  {
    chart: 'revenue',
    title: 'Revenue Over Previous Days',
    kind: 'line',
    seriesName: 'Revenue',
    labelName: 'Day',
    colors: ['#c2381c'],
    formatValue: formatPrice,
  },
  {
    chart: 'itemsSold',
    title: 'Most Items Sold',
    kind: 'bar',
    seriesName: 'Items Sold',
    labelName: 'Item',
    horizontal: true,
    colors: ['#e09a1f'],
    formatValue: count,
  },
  {
    chart: 'businessHours',
    title: 'Top Business Hours',
    kind: 'bar',
    seriesName: 'Orders',
    labelName: 'Hour',
    // A whole day on the restaurant's clock, quiet hours included, so the busy ones stand out against them.
    keys: HOURS_OF_DAY,
    // The answer keys the hour alone ("13"), as the spec's client expects; its labels add ":00" (spec point 2).
    formatLabel: (hour) => `${hour}:00`,
    colors: ['#6b8f71'],
    formatValue: count,
  },
  {
    chart: 'topAreas',
    title: 'Top Areas for Orders',
    kind: 'bar',
    seriesName: 'Orders',
    labelName: 'Area',
    colors: ['#3d5a80'],
    formatValue: count,
  },
];

/** Bars beyond this many crowd a 300 px chart; the table still lists every one. */
export const MAX_BARS = 10;

/** The answer as the table lists it: label and number, every fixed key included, labels as they read. */
export function chartEntries(spec: ChartSpec, data: InsightSeries): [string, number][] {
  const keyed: [string, number][] = spec.keys ? spec.keys.map((key) => [key, data[key] ?? 0]) : Object.entries(data);
  return keyed.map(([key, value]) => [spec.formatLabel?.(key) ?? key, value]);
}

/** What the chart draws: ranked bars stop at MAX_BARS, biggest first; a fixed set of keys is drawn whole. */
export function drawnEntries(spec: ChartSpec, entries: [string, number][]): [string, number][] {
  return spec.kind === 'bar' && !spec.keys ? entries.slice(0, MAX_BARS) : entries;
}
