import { useState } from 'react';
import { Link, type RouteComponentProps } from 'wouter';
import { startsFrom } from '../../../shared/order-status.ts';
import type { DeskOrder } from '../../../shared/orders-desk.ts';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { ChevronLeftIcon, ReceiptIcon } from '../../components/icons.tsx';
import { LiveStatusGroup } from '../../components/live-status.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { Toolbar, ToolbarGroup } from '../../components/ui/toolbar.tsx';
import { AssignRiderModal } from '../../features/orders-desk/assign-rider-modal.tsx';
import { fetchDeskOrder } from '../../features/orders-desk/desk-api.ts';
import { gaveUpNote } from '../../features/orders-desk/desk-labels.ts';
import { deskListHref } from '../../features/orders-desk/desk-return.ts';
import { DeskSection } from '../../features/orders-desk/desk-section.tsx';
import { OrderCustomer, OrderDestination, OrderSummary } from '../../features/orders-desk/order-facts.tsx';
import { OrderHistory } from '../../features/orders-desk/order-history.tsx';
import { RestaurantCancelModal } from '../../features/orders-desk/restaurant-cancel-modal.tsx';
import { useDeskSnapshot } from '../../features/orders-desk/use-desk-snapshot.ts';
import { OrderItemsList } from '../../features/orders/order-items-list.tsx';
import type { LiveMessage } from '../../lib/live-socket.ts';
import '../../features/orders-desk/orders-desk.css';

/**
 * /admin/orders/:id: one order, its customer and destination, who has the bag, its lines and its whole history, kept
 * current; the restaurant gives it to a rider or calls it off from here.
 */
export function OrderPage({ params }: RouteComponentProps<{ id: string }>) {
  // A page of its own for each order, should the address change under it (back and forward).
  return <OrderView key={params.id} id={params.id} />;
}

function OrderView({ id }: { id: string }) {
  const [cancelling, setCancelling] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const isAbout = (message: LiveMessage) => message.payload.orderId === Number(id);
  const { resource, reload, refresh } = useDeskSnapshot<DeskOrder>({
    load: (signal) => fetchDeskOrder(id, signal),
    // The status shows at once; the history, with who made the move, and the rider come with the re-read.
    apply: (order, message) => (isAbout(message) ? { ...order, status: message.payload.to } : order),
    concerns: isAbout,
    failureMessage: "We couldn't load this order.",
  });
  const order = resource.status === 'ready' ? resource.data : null;
  // Given up at the door: the restaurant's two ways out are said where it cannot be missed, not in the toolbar.
  const gaveUp = order?.status === 'DELIVERY_FAILED';
  const assignButton = order && startsFrom('assign', order.status) && (
    <button type="button" className="button button--secondary" onClick={() => setAssigning(true)}>
      {order.rider ? 'Change rider…' : 'Assign rider…'}
    </button>
  );
  const cancelButton = order && startsFrom('cancelByRestaurant', order.status) && (
    <button type="button" className="button button--primary" onClick={() => setCancelling(true)}>
      Cancel order…
    </button>
  );

  return (
    <Panel
      titleId="order-title"
      title={`Order #${id}`}
      busy={resource.status === 'loading'}
      actions={
        <Link href={deskListHref()} className="button button--secondary">
          <ChevronLeftIcon />
          All orders
        </Link>
      }
    >
      {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading the order" />}
      {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}

      {order && (
        <>
          <Toolbar>
            <LiveStatusGroup refreshFailed={resource.status === 'ready' && resource.refreshFailed} />
            <ToolbarGroup>
              {/* The kitchen ticket is a page of its own, printed from its own tab. */}
              <a
                href={`/ticket/${order.orderId}`}
                target="_blank"
                rel="noopener noreferrer"
                className="button button--secondary"
              >
                <ReceiptIcon />
                Print ticket<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              {!gaveUp && assignButton}
              {!gaveUp && cancelButton}
            </ToolbarGroup>
          </Toolbar>

          {gaveUp && (
            <section className="desk-decide" aria-labelledby="order-decide">
              <h2 id="order-decide">This order needs your decision</h2>
              <p>
                {gaveUpNote(order.history) ?? 'The rider gave up.'} Assign a rider to try again, or cancel the order.
              </p>
              <div className="desk-decide__actions">
                {assignButton}
                {cancelButton}
              </div>
            </section>
          )}

          <div className="desk-order">
            <div className="desk-order__column">
              <DeskSection id="order-summary" title="Summary">
                <OrderSummary order={order} />
              </DeskSection>
              <DeskSection id="order-customer" title="Customer">
                <OrderCustomer order={order} />
              </DeskSection>
              <DeskSection id="order-destination" title="Delivery">
                <OrderDestination order={order} />
              </DeskSection>
            </div>
            <div className="desk-order__column">
              <DeskSection id="order-items" title="Items">
                <OrderItemsList items={order.items} total={order.total} deliveryFee={order.deliveryFee} />
              </DeskSection>
              <DeskSection id="order-history" title="History">
                <OrderHistory order={order} />
              </DeskSection>
            </div>
          </div>

          {assigning && (
            <AssignRiderModal order={order} onClose={() => setAssigning(false)} onChanged={() => void refresh()} />
          )}
          {cancelling && (
            <RestaurantCancelModal
              order={order}
              onClose={() => setCancelling(false)}
              onChanged={() => void refresh()}
            />
          )}
        </>
      )}
    </Panel>
  );
}
