import { describe, expect, it } from 'vitest';
import { deskSearch, filtersOf, hasFilters, NO_FILTERS, normalSearch, pageParamOf } from './desk-filters.ts';

describe('the filters in the address', () => {
  it('reads the filters and page, and ignores what the desk does not know', () => {
    const search = '?utm=mail&q=ayesha%40example.com&status=DELIVERED&page=3&startDate=2025-03-01';
    expect(filtersOf(search)).toEqual({
      q: 'ayesha@example.com',
      status: 'DELIVERED',
      startDate: '2025-03-01',
      endDate: '',
    });
    expect(pageParamOf(search)).toBe('3');
    expect(filtersOf('')).toEqual(NO_FILTERS);
    expect(pageParamOf('')).toBe('');
  });

  it('writes only what is set, in one order, without page 1', () => {
    expect(deskSearch({ status: 'CANCELLED', q: ' khan ' }, 1)).toBe('q=khan&status=CANCELLED');
    expect(deskSearch({ endDate: '2025-03-05' }, 2)).toBe('endDate=2025-03-05&page=2');
    expect(deskSearch(NO_FILTERS)).toBe('');
    // Written again, an address comes out the same whatever order it was in.
    expect(normalSearch('page=2&status=PREPARING&x=1')).toBe('status=PREPARING&page=2');
    expect(normalSearch(deskSearch({ q: '#12 & more' }))).toBe(deskSearch({ q: '#12 & more' }));
  });

  it('tells whether any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, startDate: '2025-01-01' })).toBe(true);
  });
});
