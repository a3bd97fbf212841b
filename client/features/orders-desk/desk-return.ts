/**
 * An order's page opened from the list carries the list's address query in its history state, so "All orders" goes
 * back to the same filters and page; opened from anywhere else, it leads to the unfiltered list.
 */
interface FromDesk {
  deskSearch: string;
}

export const openedFromDesk = (search: string): FromDesk => ({ deskSearch: search });

/** The list's address, relative to /admin, to go back to from an order's page. */
export function deskListHref(): string {
  const search = (window.history.state as Partial<FromDesk> | null)?.deskSearch;
  return search ? `/orders?${search}` : '/orders';
}
