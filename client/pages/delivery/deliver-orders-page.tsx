import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { DeliveredToday, DeliveryOrder, RiderRef } from '../../../shared/staff-orders.ts';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { LiveStatusGroup } from '../../components/live-status.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { StaffLayout } from '../../components/staff-layout.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Toolbar } from '../../components/ui/toolbar.tsx';
import { sessionAtom } from '../../features/auth/session.ts';
import {
  fetchDeliveredToday,
  fetchReadyOrders,
  handBackOrder,
  markDelivered,
  takeOrder,
} from '../../features/delivery/delivery-api.ts';
import { DeliveredTodayList } from '../../features/delivery/delivered-today.tsx';
import { DeliveryCard, orderTitleId } from '../../features/delivery/delivery-card.tsx';
import {
  afterOwnMove,
  applyDeliveryEvent,
  justTakenByOther,
  newsForRider,
  ordersOut,
  removeOrder,
  splitShelf,
} from '../../features/delivery/delivery-list.ts';
import { FailedDeliverySheet } from '../../features/delivery/failed-delivery-sheet.tsx';
import { ReadyCard } from '../../features/delivery/ready-card.tsx';
import { SharePositionPanel } from '../../features/delivery/share-position-panel.tsx';
import { TakenList } from '../../features/delivery/taken-list.tsx';
import { useDeliverLater } from '../../features/delivery/use-deliver-later.ts';
import { useSharePosition } from '../../features/delivery/use-share-position.ts';
import { hasStatus, serverError } from '../../lib/api.ts';
import { pluralize } from '../../lib/format.ts';
import { useLiveSnapshot } from '../../lib/use-live-snapshot.ts';
import './deliver-orders-page.css';

// Spec point 8.
const DELIVERED_MESSAGE = 'Order marked as delivered';
const DELIVER_FAILED_MESSAGE = "Couldn't mark order as delivered";
const TAKE_FAILED_MESSAGE = "Couldn't take the order. Please try again.";
const HAND_BACK_FAILED_MESSAGE = "Couldn't hand the order back. Please try again.";

/** How long a card another rider has just taken stays where it was, saying so, before it joins their list. */
const TAKEN_STAYS_MS = 4_000;

const MINE_TITLE = 'your-orders-title';
const READY_TITLE = 'ready-orders-title';
const OTHERS_TITLE = 'taken-orders-title';
/** Where focus goes when the card that had it leaves the rider's orders. */
const SECTION_TITLES = [MINE_TITLE, READY_TITLE];

/**
 * /orders/deliver: the riders' shelf, oldest first, live. The rider's own orders first, open for the door; then the
 * orders waiting for a rider, each with "I'm taking it"; then, in a line each, those other riders have. While the
 * rider carries an order the phone shares its position, once the rider has said yes.
 */
export function DeliverOrdersPage() {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'signed-in' ? session.user : null;
  const me = user?.id ?? null;
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [stayInPlace, setStayInPlace] = useState<ReadonlySet<number>>(new Set());
  const [reporting, setReporting] = useState<DeliveryOrder | null>(null);
  const [today, setToday] = useState<DeliveredToday | null>(null);
  const shown = useRef<DeliveryOrder[]>([]);
  const stayTimers = useRef(new Set<number>());
  /** Where focus goes after a move, once the page shows it: the first of these ids on the page. */
  const focusNext = useRef<{ ids: string[]; scroll: boolean } | null>(null);

  const { resource, reload, refresh, update } = useLiveSnapshot({
    load: fetchReadyOrders,
    apply: applyDeliveryEvent,
    onEvent: (message) => {
      const taken = justTakenByOther(shown.current, message, me);
      if (taken !== null) keepInPlace(taken);
      if (message.name !== 'order.status' || busy.has(message.payload.orderId)) return;
      const news = newsForRider(shown.current, message, me);
      if (news) toast.info(news);
    },
    failureMessage: "We couldn't load the orders to deliver.",
  });
  const orders = resource.status === 'ready' ? resource.data : [];
  const shelf = splitShelf(orders, me, stayInPlace);
  const waiting = shelf.ready.filter((order) => order.rider === null).length;
  const { sharing, start: startSharing } = useSharePosition(ordersOut(orders, me), () => void refresh());

  useEffect(() => {
    shown.current = orders;
  });

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    const target = next?.ids.map((id) => document.getElementById(id)).find((element) => element !== null);
    // Only when focus went with the card that left: a rider who has moved on elsewhere keeps their place.
    if (next && target && (document.activeElement === null || document.activeElement === document.body)) {
      target.focus({ preventScroll: !next.scroll });
    }
  });

  useEffect(() => {
    const timers = stayTimers.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  // The count is a convenience: when it cannot be read, the screen simply does not show it.
  const countToday = () =>
    void fetchDeliveredToday()
      .then(setToday)
      .catch(() => undefined);
  useEffect(countToday, []);

  function keepInPlace(orderId: number) {
    setStayInPlace((current) => new Set(current).add(orderId));
    const timer = window.setTimeout(() => {
      stayTimers.current.delete(timer);
      setStayInPlace((current) => {
        const next = new Set(current);
        next.delete(orderId);
        return next;
      });
    }, TAKEN_STAYS_MS);
    stayTimers.current.add(timer);
  }

  /** One of the rider's moves: the order is busy meanwhile, and a refusal is told in a toast. */
  async function act(order: DeliveryOrder, request: () => Promise<unknown>, failed: string, done: () => void) {
    setBusy((current) => new Set(current).add(order.orderId));
    try {
      await request();
      done();
    } catch (error) {
      const problem = await serverError(error);
      const conflict = hasStatus(error, 409);
      if (problem) toast.error(conflict ? problem.message : failed);
      // Taken, moved or called back by someone else meanwhile: the list is out of date.
      if (conflict) void refresh();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(order.orderId);
        return next;
      });
    }
  }

  function take(order: DeliveryOrder) {
    const rider: RiderRef | null = user && { id: user.id, firstName: user.name.split(' ')[0] ?? user.name };
    return act(
      order,
      () => takeOrder(order.orderId),
      TAKE_FAILED_MESSAGE,
      () => {
        if (rider) {
          const takenAt = new Date().toISOString();
          update((list) =>
            afterOwnMove(list, order, (card) => ({
              ...card,
              status: 'OUT_FOR_DELIVERY',
              rider,
              takenAt,
              failedReason: null,
            })),
          );
        }
        // To the order's card among the rider's own, where everything for the door is.
        focusNext.current = { ids: [orderTitleId(order.orderId)], scroll: true };
      },
    );
  }

  const deliver = (order: DeliveryOrder) =>
    act(
      order,
      () => markDelivered(order.orderId),
      DELIVER_FAILED_MESSAGE,
      () => {
        toast.success(DELIVERED_MESSAGE);
        update((list) => removeOrder(list, order.orderId));
        focusNext.current = { ids: SECTION_TITLES, scroll: false };
        countToday();
      },
    );
  const { sending, markLater, undo } = useDeliverLater(deliver);

  const handBack = (order: DeliveryOrder) =>
    act(
      order,
      () => handBackOrder(order.orderId),
      HAND_BACK_FAILED_MESSAGE,
      () => {
        toast.success(`Order #${order.orderId} is back on the pass for another rider.`);
        update((list) =>
          afterOwnMove(list, order, (card) => ({ ...card, status: 'COMPLETED', rider: null, takenAt: null })),
        );
        focusNext.current = { ids: SECTION_TITLES, scroll: false };
      },
    );

  return (
    <StaffLayout title="Deliver Orders">
      <Toolbar>
        <LiveStatusGroup refreshFailed={resource.status === 'ready' && resource.refreshFailed} />
        {resource.status === 'ready' && (
          // A status, so a rider using a screen reader hears when the kitchen sends another order out.
          <p className="toolbar__note" role="status">
            {shelf.mine.length > 0 && `${shelf.mine.length} with you · `}
            {pluralize(waiting, 'order')} ready to deliver
          </p>
        )}
      </Toolbar>

      {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading the orders to deliver" />}

      {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}

      {resource.status === 'ready' && (
        <div className="deliver-orders">
          {sharing && <SharePositionPanel sharing={sharing} onStart={startSharing} />}

          {shelf.mine.length > 0 && (
            <section className="deliver-orders__section" aria-labelledby={MINE_TITLE}>
              <h2 id={MINE_TITLE} className="deliver-orders__title" tabIndex={-1}>
                Your orders
              </h2>
              <CardGrid labelledBy={MINE_TITLE}>
                {shelf.mine.map((order) => (
                  <li key={order.orderId}>
                    <DeliveryCard
                      order={order}
                      busy={busy.has(order.orderId)}
                      sendingAt={sending.get(order.orderId) ?? null}
                      onDelivered={markLater}
                      onUndo={undo}
                      onCouldNotDeliver={setReporting}
                      onHandBack={(card) => void handBack(card)}
                      onGoAgain={(card) => void take(card)}
                    />
                  </li>
                ))}
              </CardGrid>
            </section>
          )}

          <section className="deliver-orders__section" aria-labelledby={READY_TITLE}>
            <h2 id={READY_TITLE} className="deliver-orders__title" tabIndex={-1}>
              Ready, waiting for a rider
            </h2>
            {shelf.ready.length > 0 ? (
              <CardGrid labelledBy={READY_TITLE}>
                {shelf.ready.map((order) => (
                  <li key={order.orderId}>
                    <ReadyCard order={order} taking={busy.has(order.orderId)} onTake={(card) => void take(card)} />
                  </li>
                ))}
              </CardGrid>
            ) : (
              <EmptyState>
                <p>Nothing is waiting. Orders appear here as soon as the kitchen marks them ready.</p>
              </EmptyState>
            )}
          </section>

          {shelf.others.length > 0 && (
            <section className="deliver-orders__section" aria-labelledby={OTHERS_TITLE}>
              <h2 id={OTHERS_TITLE} className="deliver-orders__title">
                Taken by other riders
              </h2>
              <TakenList orders={shelf.others} labelledBy={OTHERS_TITLE} />
            </section>
          )}
        </div>
      )}

      {today && <DeliveredTodayList today={today} />}

      {reporting && (
        <FailedDeliverySheet
          order={reporting}
          onClose={() => setReporting(null)}
          onReported={(outcome, reason) => {
            const kept = outcome === 'RETRY';
            update((list) =>
              afterOwnMove(
                list,
                reporting,
                kept ? (card) => ({ ...card, status: 'COMPLETED', failedReason: reason }) : null,
              ),
            );
            focusNext.current = { ids: kept ? [orderTitleId(reporting.orderId)] : SECTION_TITLES, scroll: false };
            setReporting(null);
          }}
          onOutdated={() => void refresh()}
        />
      )}
    </StaffLayout>
  );
}
