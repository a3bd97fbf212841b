import { describe, expect, it } from 'vitest';
import {
  committedFilter,
  describeFilter,
  END_NOT_AFTER_START,
  NO_FILTER,
  revenueRangeProblem,
  START_NOT_BEFORE_END,
} from './date-filter.ts';

describe('the revenue filter rule', () => {
  it('reports a start on or after the end on the start field', () => {
    for (const startDate of ['2025-03-14', '2025-03-20']) {
      expect(revenueRangeProblem({ startDate, endDate: '2025-03-14' }, 'startDate')).toEqual({
        field: 'startDate',
        message: START_NOT_BEFORE_END,
      });
    }
  });

  it('reports an end on or before the start on the end field', () => {
    expect(revenueRangeProblem({ startDate: '2025-03-14', endDate: '2025-03-01' }, 'endDate')).toEqual({
      field: 'endDate',
      message: END_NOT_AFTER_START,
    });
  });

  it('clears when the range is valid again or a date is emptied', () => {
    expect(revenueRangeProblem({ startDate: '2025-03-01', endDate: '2025-03-14' }, 'startDate')).toBeNull();
    expect(revenueRangeProblem({ startDate: '', endDate: '2025-03-14' }, 'startDate')).toBeNull();
    expect(revenueRangeProblem({ startDate: '2025-03-14', endDate: '' }, 'endDate')).toBeNull();
  });
});

describe('applying a filter', () => {
  it('keeps the revenue filter as drafted, empty dates included', () => {
    expect(committedFilter('revenue', NO_FILTER, '2025-03-14')).toEqual(NO_FILTER);
    expect(committedFilter('revenue', { startDate: '2025-03-01', endDate: '' }, '2025-03-14')).toEqual({
      startDate: '2025-03-01',
      endDate: '',
    });
  });

  it('reads an empty date as today for the other three charts', () => {
    for (const chart of ['itemsSold', 'businessHours', 'topAreas'] as const) {
      expect(committedFilter(chart, NO_FILTER, '2025-03-14')).toEqual({
        startDate: '2025-03-14',
        endDate: '2025-03-14',
      });
      expect(committedFilter(chart, { startDate: '2025-03-01', endDate: '' }, '2025-03-14')).toEqual({
        startDate: '2025-03-01',
        endDate: '2025-03-14',
      });
    }
  });
});

describe('describing a filter', () => {
  it('names the default period of each chart and the chosen days', () => {
    expect(describeFilter('revenue', NO_FILTER)).toBe('Last 30 days');
    expect(describeFilter('topAreas', NO_FILTER)).toBe('All time');
    expect(describeFilter('itemsSold', { startDate: '2025-03-01', endDate: '2025-03-14' })).toBe(
      '2025-03-01 to 2025-03-14',
    );
    expect(describeFilter('itemsSold', { startDate: '2025-03-14', endDate: '2025-03-14' })).toBe('2025-03-14');
    expect(describeFilter('revenue', { startDate: '', endDate: '2025-03-14' })).toBe('30 days to 2025-03-14');
  });
});
