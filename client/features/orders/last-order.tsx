import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { PastOrder } from '../../../shared/orders.ts';
import { formatPrice } from '../../lib/format.ts';
import { sessionAtom } from '../auth/session.ts';
import { fetchPastOrders } from './orders-api.ts';
import { statusGroup } from './order-status.ts';
import { useOrderAgain } from './use-order-again.ts';
import './last-order.css';

/** "2 × Chicken Biryani, Mango Lassi": what the order held, in a line. */
const contents = (order: PastOrder) =>
  order.order_items
    .map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.productName}` : item.productName))
    .join(', ');

/**
 * On the home page, for a signed-in customer with an order behind them: the last one, with "Order again" (and its
 * tracker while it is on its way). Guests and first-time customers see the menu alone. The card arrives after the
 * page, so its place is kept while it loads and the menu below does not jump; only a customer who has never ordered
 * sees that place close, once.
 */
export function LastOrder() {
  const session = useAtomValue(sessionAtom);
  const signedIn = session.status === 'signed-in';
  const [last, setLast] = useState<PastOrder | null | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const orderAgain = useOrderAgain();

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    fetchPastOrders(controller.signal).then(
      (orders) => setLast(orders[0] ?? null),
      () => {
        // The menu is what the home page is for; without the last order it simply isn't offered.
        if (!controller.signal.aborted) setLast(null);
      },
    );
    return () => controller.abort();
  }, [signedIn]);

  if (!signedIn) return null;
  if (last === undefined) return <div className="last-order card" aria-hidden />;
  if (!last) return null;
  const underWay = statusGroup(last.stage) === 'in-progress';
  return (
    <section className="last-order card" aria-labelledby="last-order-title">
      <div className="last-order__text">
        <h2 id="last-order-title" className="last-order__title">
          Your last order
        </h2>
        <p className="last-order__contents">
          {contents(last)} · {formatPrice(last.total_price)}
        </p>
      </div>
      <div className="last-order__actions">
        {underWay && (
          <Link href={`/track-order?order=${last.order_id}`} className="button button--secondary">
            Track it
          </Link>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={adding}
          onClick={() => {
            setAdding(true);
            void orderAgain(last).finally(() => setAdding(false));
          }}
        >
          Order again
        </button>
      </div>
    </section>
  );
}
