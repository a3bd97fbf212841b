import { describe, expect, it } from 'vitest';
import { CHART_SPECS, chartEntries, drawnEntries, MAX_BARS } from './chart-specs.ts';

const spec = (chart: string) => CHART_SPECS.find((candidate) => candidate.chart === chart)!;

describe('the business-hours chart', () => {
  const hours = spec('businessHours');

  it('is a bar chart under its title, no longer a pie', () => {
    expect(hours.title).toBe('Top Business Hours');
    expect(CHART_SPECS.map(({ kind }) => kind)).toEqual(['line', 'bar', 'bar', 'bar']);
  });

  it('lists all 24 hours of the day in clock order, the quiet ones as zero', () => {
    // The server ranks the busiest hour first; the chart reads along the day.
    const entries = chartEntries(hours, { '19': 42, '13': 30, '0': 1, '23': 2 });
    expect(entries).toHaveLength(24);
    expect(entries.map(([label]) => label)).toEqual(Array.from({ length: 24 }, (_, hour) => `${hour}:00`));
    expect(entries[0]).toEqual(['0:00', 1]);
    expect(entries[12]).toEqual(['12:00', 0]);
    expect(entries[13]).toEqual(['13:00', 30]);
    expect(entries[19]).toEqual(['19:00', 42]);
    expect(entries[23]).toEqual(['23:00', 2]);
  });

  it('draws every hour, not only the top ones', () => {
    const entries = chartEntries(hours, { '12': 5 });
    expect(entries.length).toBeGreaterThan(MAX_BARS);
    expect(drawnEntries(hours, entries)).toEqual(entries);
  });
});

describe('the ranked bar charts', () => {
  it('keep the answer’s order and draw only the top ones; the table keeps the rest', () => {
    const items = spec('itemsSold');
    const answer = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`Dish ${i}`, 100 - i]));
    const entries = chartEntries(items, answer);
    expect(entries).toEqual(Object.entries(answer));
    expect(drawnEntries(items, entries)).toEqual(entries.slice(0, MAX_BARS));
  });

  it('show nothing for an empty answer', () => {
    expect(chartEntries(spec('topAreas'), {})).toEqual([]);
  });
});

describe('the revenue line', () => {
  it('draws every day it is given', () => {
    const revenue = spec('revenue');
    const answer = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`2025-03-${String(i + 1).padStart(2, '0')}`, i]),
    );
    expect(drawnEntries(revenue, chartEntries(revenue, answer))).toHaveLength(30);
  });
});
