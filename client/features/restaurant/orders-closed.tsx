/**
 * What a closed or paused restaurant tells its customers, on every customer page and at the checkout: why no order
 * can be placed now, and until when. The menu and the assistant keep working.
 */
import { useLocation } from 'wouter';
import { pausedMessage } from '../../../shared/opening-hours.ts';
import { useNow } from '../../lib/use-now.ts';
import { useRestaurantStatus } from './restaurant-status.ts';
import './orders-closed.css';

/** "Closed, opens today at 17:00." or "Not taking orders for the next 20 minutes." (counting down); null while open. */
export function useOrdersClosedMessage(): string | null {
  const status = useRestaurantStatus();
  const now = useNow(15_000);
  if (!status || status.acceptingOrders) return null;
  if (status.state !== 'paused') return status.message;
  return pausedMessage(status.pausedUntil === null ? null : Date.parse(status.pausedUntil), now);
}

/** The strip across the top of every customer page while orders wait; the checkout says it in its own words. */
export function OrdersClosedBanner() {
  const message = useOrdersClosedMessage();
  const [location] = useLocation();
  return (
    <div role="status">
      {message && location !== '/checkout' && (
        <p className="orders-closed-banner">
          <strong>{message}</strong> You can still browse the menu, ask the assistant and fill your cart.
        </p>
      )}
    </div>
  );
}
