/** The dashboard's four charts (spec point 2): titles, chart types, dataset labels and fixed colours. */
import type { InsightChart } from '../../../shared/insights.ts';
import { formatPrice } from '../../lib/format.ts';

export type ChartKind = 'line' | 'bar' | 'pie';

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
  /** The bar or line colour; the pie takes the whole palette. */
  colors: readonly string[];
  formatValue: (value: number) => string;
  /** How a key of the answer reads on the chart and in the table, when not as it is. */
  formatLabel?: (key: string) => string;
}

const count = (value: number) => value.toLocaleString();

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
    kind: 'pie',
    seriesName: 'Orders',
    labelName: 'Hour',
    // The answer keys the hour alone ("13"), as the spec's client expects; its labels add ":00" (spec point 2).
    formatLabel: (hour) => `${hour}:00`,
    colors: [
      '#c2381c',
      '#f5b544',
      '#3d5a80',
      '#6b8f71',
      '#9e2c15',
      '#e07a5f',
      '#81b29a',
      '#98c1d9',
      '#8a7b71',
      '#f2cc8f',
    ],
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
