/**
 * One dashboard chart drawn by ECharts. Only the line and bar charts and the pieces they use are registered,
 * and this module is loaded lazily by the dashboard's cards: even tree-shaken, ECharts is the biggest part of the
 * admin bundle, and the customer pages must never download it (scripts/bundle-report.ts checks).
 */
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { BarChart, LineChart } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { formatPrice } from '../../lib/format.ts';
import { useMemo } from 'react';
import type { ChartSpec } from './chart-specs.ts';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

type Option = echarts.ComposeOption<LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption>;

// Browser tests and screenshots must not catch a chart mid-animation; people who asked for less motion get none.
const ANIMATE = !navigator.webdriver && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const AXIS_TEXT = '#6b5d54';
const GRID_LINE = '#e7dccf';

interface InsightChartProps {
  spec: ChartSpec;
  entries: [string, number][];
}

function optionFor(
  { kind, seriesName, colors, horizontal, formatValue }: ChartSpec,
  entries: [string, number][],
): Option {
  const labels = entries.map(([label]) => label);
  const values = entries.map(([, value]) => value);
  const valueFormatter = (value: unknown) => (typeof value === 'number' ? formatValue(value) : String(value));
  const base = { animation: ANIMATE, color: [...colors], textStyle: { fontFamily: 'inherit' } };

  const categoryAxis = {
    type: 'category' as const,
    data: labels,
    // Days read as MM-DD under the line; the table keeps the whole date.
    axisLabel: { color: AXIS_TEXT, formatter: kind === 'line' ? (label: string) => label.slice(5) : undefined },
    axisLine: { lineStyle: { color: GRID_LINE } },
    // Biggest first reads top-down on sideways bars.
    inverse: horizontal ?? false,
  };
  const valueAxis = {
    type: 'value' as const,
    axisLabel: {
      color: AXIS_TEXT,
      formatter: (value: number) => (kind === 'line' ? formatPrice(value) : String(value)),
    },
    splitLine: { lineStyle: { color: GRID_LINE } },
    minInterval: kind === 'line' ? 0 : 1,
  };
  const series: LineSeriesOption | BarSeriesOption =
    kind === 'line'
      ? {
          type: 'line',
          name: seriesName,
          data: values,
          smooth: true,
          showSymbol: values.length <= 31,
          areaStyle: { opacity: 0.12 },
        }
      : { type: 'bar', name: seriesName, data: values, barMaxWidth: 36, itemStyle: { borderRadius: 4 } };
  return {
    ...base,
    tooltip: { trigger: 'axis', valueFormatter },
    grid: { left: 8, right: 16, top: 16, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: [series],
  };
}

export default function InsightChart({ spec, entries }: InsightChartProps) {
  const option = useMemo(() => optionFor(spec, entries), [spec, entries]);
  return (
    <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={{ width: '100%', height: '100%' }} />
  );
}
