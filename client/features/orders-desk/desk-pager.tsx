import { Link } from 'wouter';
import type { DeskPage } from '../../../shared/orders-desk.ts';
import { deskSearch, type FilterValues } from './desk-filters.ts';

/** "Newer" and "Older" around "Page 2 of 5"; links, so each page has an address of its own. */
export function DeskPager({ page, filters }: { page: DeskPage; filters: FilterValues }) {
  if (page.pages <= 1) return null;
  const href = (number: number) => {
    const search = deskSearch(filters, number);
    return search ? `/orders?${search}` : '/orders';
  };
  return (
    <nav className="desk-pager" aria-label="Pages of orders">
      {page.page > 1 ? (
        <Link href={href(page.page - 1)} className="button button--secondary" rel="prev">
          Newer
        </Link>
      ) : (
        <span />
      )}
      <p>
        Page {page.page} of {page.pages}
      </p>
      {page.page < page.pages ? (
        <Link href={href(page.page + 1)} className="button button--secondary" rel="next">
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
