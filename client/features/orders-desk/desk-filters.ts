/**
 * The desk's filters live in the address (/admin/orders?status=…&startDate=…&endDate=…&q=…&page=…), so a link or the
 * back button brings them back. The same query string goes to GET /api/orders/admin/list, which checks it.
 */

export const FILTER_NAMES = ['q', 'status', 'startDate', 'endDate'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type FilterValues = Record<FilterName, string>;

export const NO_FILTERS: FilterValues = { q: '', status: '', startDate: '', endDate: '' };

/** The filters an address holds, as the form shows them; anything else in it is ignored. */
export function filtersOf(search: string): FilterValues {
  const params = new URLSearchParams(search);
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as FilterValues;
}

/** The page an address asks for: its `page` as written, when there is one (the server judges it). */
export function pageParamOf(search: string): string {
  return new URLSearchParams(search).get('page') ?? '';
}

/**
 * The query string (no "?") for these filters and page: only what is set, always in the same order, so the same
 * filters make the same address; page 1 is left out.
 */
export function deskSearch(filters: Partial<FilterValues>, page: number | string = ''): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value) params.set(name, value);
  }
  if (page !== '' && String(page) !== '1') params.set('page', String(page));
  return params.toString();
}

/** The same address with only what the desk reads, in its order: what the list is loaded for. */
export function normalSearch(search: string): string {
  return deskSearch(filtersOf(search), pageParamOf(search));
}

export function hasFilters(filters: FilterValues): boolean {
  return FILTER_NAMES.some((name) => filters[name].trim() !== '');
}
