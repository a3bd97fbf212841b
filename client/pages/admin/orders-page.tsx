import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PAGE_OUT_OF_RANGE } from '../../../shared/orders-desk.ts';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { LiveStatusGroup } from '../../components/live-status.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { fetchDeskPage, type ListedPage } from '../../features/orders-desk/desk-api.ts';
import { DeskFilterForm } from '../../features/orders-desk/desk-filter-form.tsx';
import { deskSearch, filtersOf, hasFilters, normalSearch } from '../../features/orders-desk/desk-filters.ts';
import { DeskOrderList } from '../../features/orders-desk/desk-order-list.tsx';
import { DeskPager } from '../../features/orders-desk/desk-pager.tsx';
import { useDeskSnapshot } from '../../features/orders-desk/use-desk-snapshot.ts';
import { hasStatus, serverError } from '../../lib/api.ts';
import { pluralize } from '../../lib/format.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';
import '../../features/orders-desk/orders-desk.css';

const listHref = (search: string) => (search ? `/orders?${search}` : '/orders');

/** An event shows in a listed order's status at once; whether an order joins or leaves the page, the re-read says. */
function applyToList(listed: ListedPage, message: LiveMessage): ListedPage {
  const { orderId, to } = message.payload;
  if (!listed.page.orders.some((order) => order.orderId === orderId)) return listed;
  const orders = listed.page.orders.map((order) => (order.orderId === orderId ? { ...order, status: to } : order));
  return { ...listed, page: { ...listed.page, orders } };
}

async function isPastLastPage(error: unknown): Promise<boolean> {
  return hasStatus(error, 400) && (await serverError(error))?.code === PAGE_OUT_OF_RANGE;
}

/**
 * /admin/orders: every order, newest first, a page at a time, with filters kept in the address. New orders and moves
 * show without a reload.
 */
export function OrdersPage() {
  const [, navigate] = useLocation();
  const search = normalSearch(useSearch());
  const filters = filtersOf(search);
  // Read out by screen readers, which cannot see a row arrive.
  const [arrival, setArrival] = useState('');

  const { resource, reload, refresh } = useDeskSnapshot({
    load: async (signal) => {
      try {
        return await fetchDeskPage(search, signal);
      } catch (error) {
        if (!(await isPastLastPage(error))) throw error;
        // Orders left the filtered list since the link was made: its first page is the nearest thing to it.
        const firstPage = deskSearch(filters);
        navigate(listHref(firstPage), { replace: true });
        return fetchDeskPage(firstPage, signal);
      }
    },
    apply: applyToList,
    concerns: () => true,
    onEvent: (message) => {
      if (message.name === 'order.confirmed') setArrival(`New order #${message.payload.orderId}.`);
    },
    failureMessage: "We couldn't load the orders.",
  });

  // Other filters (the form, a page link, the back button): read the list they ask for, keeping this one meanwhile.
  const requested = useRef(search);
  useEffect(() => {
    if (requested.current === search) return;
    requested.current = search;
    void refresh();
  }, [search, refresh]);

  const listed = resource.status === 'ready' ? resource.data : null;
  const stale = listed !== null && listed.search !== search;
  // What the shown list was read for, which may still be the filters before the ones just chosen.
  const filtered = listed !== null && hasFilters(filtersOf(listed.search));

  return (
    <Panel
      titleId="orders-title"
      title="Orders"
      busy={resource.status === 'loading' || stale}
      actions={<LiveStatusGroup refreshFailed={resource.status === 'ready' && resource.refreshFailed} />}
    >
      <DeskFilterForm key={search} applied={filters} onApply={(chosen) => navigate(listHref(deskSearch(chosen)))} />
      <p className="visually-hidden" role="status">
        {arrival}
      </p>

      {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading the orders" />}
      {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}

      {listed && (
        <>
          <p className="desk-count">
            {pluralize(listed.page.total, 'order')}
            {filtered && ' found'}
          </p>
          {listed.page.orders.length === 0 ? (
            <EmptyState title="No orders">
              <p>
                {filtered
                  ? 'No order matches these filters. Try a wider date range or another search.'
                  : 'Confirmed orders will show here as they come in.'}
              </p>
            </EmptyState>
          ) : (
            <DeskOrderList orders={listed.page.orders} search={listed.search} />
          )}
          <DeskPager page={listed.page} filters={filtersOf(listed.search)} />
        </>
      )}
    </Panel>
  );
}
