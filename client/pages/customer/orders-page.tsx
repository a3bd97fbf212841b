import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { PastOrder } from '../../../shared/orders.ts';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { OrderDetailsModal } from '../../features/orders/order-details-modal.tsx';
import { fetchPastOrders } from '../../features/orders/orders-api.ts';
import { PastOrderCard } from '../../features/orders/past-order-card.tsx';
import { useLiveResource } from '../../lib/use-live-resource.ts';
import { useOrderAgain } from '../../features/orders/use-order-again.ts';
import '../../features/orders/orders.css';
import { LoadFailure } from '../../components/load-failure.tsx';
import { Panel } from '../../components/ui/panel.tsx';

/** /orders (spec point 2): the customer's orders, newest first, with details, feedback and "Order again". */
export function OrdersPage() {
  const { resource, reload } = useLiveResource(fetchPastOrders, {
    refreshOnFocus: true,
    failureMessage: "We couldn't load your orders.",
  });
  // "Rate your meal" on the tracker opens the order's feedback straight away (/orders?rate=<id>).
  const rate = Number(new URLSearchParams(useSearch()).get('rate')) || null;
  const [openId, setOpenId] = useState<number | null>(rate);
  const [, navigate] = useLocation();
  // Feedback given during this visit, so the card and modal show it without waiting for a reload.
  const [given, setGiven] = useState<Record<number, NonNullable<PastOrder['feedback']>>>({});
  const orderAgain = useOrderAgain();

  const orders = resource.status === 'ready' ? resource.data : [];
  const open = orders.find((order) => order.order_id === openId) ?? null;
  const feedbackOf = (order: PastOrder) => given[order.order_id] ?? order.feedback;

  return (
    <Panel titleId="orders-title" title="Past Orders">
      {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading your orders" />}

      {resource.status === 'error' && (
        <LoadFailure className="orders-message" message={resource.message} onRetry={reload} />
      )}

      {resource.status === 'ready' && orders.length === 0 && (
        <div className="orders-message card">
          <h2>No orders yet</h2>
          <p>Your confirmed orders will appear here.</p>
          <Link href="/" className="button button--primary">
            Explore the menu
          </Link>
        </div>
      )}

      {orders.length > 0 && (
        <CardGrid label="Your orders">
          {orders.map((order) => (
            <li key={order.order_id}>
              <PastOrderCard
                order={order}
                hasFeedback={feedbackOf(order) !== null}
                onMoreInfo={() => setOpenId(order.order_id)}
                onOrderAgain={() => orderAgain(order)}
              />
            </li>
          ))}
        </CardGrid>
      )}

      {open && (
        <OrderDetailsModal
          order={open}
          feedback={feedbackOf(open)}
          onFeedback={(feedback) =>
            setGiven((current) => ({
              ...current,
              [open.order_id]: { ...feedback, created_at: new Date().toISOString() },
            }))
          }
          onClose={() => {
            setOpenId(null);
            // Rated or not, the dialog is done with: a reload of the page should not open it again.
            if (rate !== null) navigate('/orders', { replace: true });
          }}
        />
      )}
    </Panel>
  );
}
