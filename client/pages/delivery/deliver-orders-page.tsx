import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { LiveStatusGroup } from '../../components/live-status.tsx';
import { StaffLayout } from '../../components/staff-layout.tsx';
import { Toolbar } from '../../components/ui/toolbar.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { fetchDeliveredToday, fetchReadyOrders, markDelivered } from '../../features/delivery/delivery-api.ts';
import { DeliveredTodayList } from '../../features/delivery/delivered-today.tsx';
import { DeliveryCard } from '../../features/delivery/delivery-card.tsx';
import { applyDeliveryEvent, removeOrder } from '../../features/delivery/delivery-list.ts';
import { ReportIssueModal } from '../../features/delivery/report-issue-modal.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { pluralize } from '../../lib/format.ts';
import { useLiveSnapshot } from '../../lib/use-live-snapshot.ts';
import type { DeliveredToday, DeliveryOrder } from '../../../shared/staff-orders.ts';
import { LoadFailure } from '../../components/load-failure.tsx';

// Spec point 8.
export const DELIVERED_MESSAGE = 'Order marked as delivered';
export const DELIVER_FAILED_MESSAGE = "Couldn't mark order as delivered";

/** How long "Delivered" can be taken back before it is sent: a slip of the thumb at the door costs nothing. */
const UNDO_MS = 5_000;

/**
 * /orders/deliver (spec point 2): the orders the kitchen finished, oldest first. The list follows the kitchen
 * live; an order leaves it when it is delivered or sent back, from this screen or another rider's.
 */
export function DeliverOrdersPage() {
  const { resource, reload, refresh, update } = useLiveSnapshot({
    load: fetchReadyOrders,
    apply: applyDeliveryEvent,
    failureMessage: "We couldn't load the orders to deliver.",
  });
  const [reporting, setReporting] = useState<DeliveryOrder | null>(null);
  /** Orders marked delivered, by id: when each is sent, and the timer that sends it while it can be undone. */
  const [sending, setSending] = useState<ReadonlyMap<number, number>>(new Map());
  const timers = useRef(new Map<number, { timer: number; order: DeliveryOrder }>());
  const [today, setToday] = useState<DeliveredToday | null>(null);
  // The count is a convenience: when it cannot be read, the screen simply does not show it.
  const countToday = () =>
    void fetchDeliveredToday()
      .then(setToday)
      .catch(() => undefined);
  useEffect(countToday, []);
  const orders = resource.status === 'ready' ? resource.data : [];

  const forget = (orderId: number) =>
    setSending((current) => {
      const next = new Map(current);
      next.delete(orderId);
      return next;
    });

  async function deliver(order: DeliveryOrder) {
    try {
      await markDelivered(order.orderId);
      toast.success(DELIVERED_MESSAGE);
      update((list) => removeOrder(list, order.orderId));
      countToday();
    } catch (error) {
      const problem = await serverError(error);
      if (!problem) return;
      const conflict = hasStatus(error, 409);
      toast.error(conflict ? problem.message : DELIVER_FAILED_MESSAGE);
      // No longer out for delivery (another rider, or the kitchen): the list is out of date.
      if (conflict) void refresh();
    } finally {
      forget(order.orderId);
    }
  }

  function markLater(order: DeliveryOrder) {
    const timer = window.setTimeout(() => {
      timers.current.delete(order.orderId);
      void deliver(order);
    }, UNDO_MS);
    timers.current.set(order.orderId, { timer, order });
    setSending((current) => new Map(current).set(order.orderId, Date.now() + UNDO_MS));
  }

  function undo(order: DeliveryOrder) {
    const pending = timers.current.get(order.orderId);
    if (pending) window.clearTimeout(pending.timer);
    timers.current.delete(order.orderId);
    forget(order.orderId);
  }

  // Leaving the screen within the Undo window (another page, or the tab closed) sends what the rider decided, at
  // once, in requests that outlive the page.
  useEffect(() => {
    const pending = timers.current;
    function sendNow() {
      for (const { timer, order } of pending.values()) {
        window.clearTimeout(timer);
        void markDelivered(order.orderId, { keepalive: true }).catch(() => undefined);
      }
      pending.clear();
    }
    window.addEventListener('pagehide', sendNow);
    return () => {
      window.removeEventListener('pagehide', sendNow);
      sendNow();
    };
  }, []);

  return (
    <StaffLayout title="Deliver Orders">
      <Toolbar>
        <LiveStatusGroup refreshFailed={resource.status === 'ready' && resource.refreshFailed} />
        {resource.status === 'ready' && (
          // A status, so a rider using a screen reader hears when the kitchen sends another order out.
          <p className="toolbar__note" role="status">
            {pluralize(orders.length, 'order')} ready to deliver
          </p>
        )}
      </Toolbar>

      {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading the orders to deliver" />}

      {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}

      {resource.status === 'ready' && orders.length === 0 && (
        <EmptyState title="Nothing to deliver">
          <p>Orders appear here as soon as the kitchen marks them ready.</p>
        </EmptyState>
      )}

      {orders.length > 0 && (
        <CardGrid label="Orders to deliver">
          {orders.map((order) => (
            <li key={order.orderId}>
              <DeliveryCard
                order={order}
                sendingAt={sending.get(order.orderId) ?? null}
                onDelivered={markLater}
                onUndo={undo}
                onReportIssue={setReporting}
              />
            </li>
          ))}
        </CardGrid>
      )}

      {today && <DeliveredTodayList today={today} />}

      {reporting && (
        <ReportIssueModal
          order={reporting}
          onClose={() => setReporting(null)}
          onReported={(orderId) => {
            update((list) => removeOrder(list, orderId));
            setReporting(null);
          }}
          onOutdated={() => void refresh()}
        />
      )}
    </StaffLayout>
  );
}
