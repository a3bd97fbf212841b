import { useState } from 'react';
import { toast } from 'react-toastify';
import { Link, useSearch } from 'wouter';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { FilterChips } from '../../components/ui/filter-chips.tsx';
import type { TrackedOrder } from '../../../shared/orders.ts';
import { fetchTrackedOrders } from '../../features/orders/orders-api.ts';
import { currentStepName } from '../../features/orders/order-status.ts';
import { TrackedOrderView } from '../../features/orders/tracked-order-view.tsx';
import {
  applyRiderPosition,
  applyTrackingEvent,
  trackingNews,
  type TrackedEntry,
} from '../../features/orders/tracking-news.ts';
import { formatTime } from '../../lib/format.ts';
import { useLiveSnapshot } from '../../lib/use-live-snapshot.ts';
import '../../features/orders/orders.css';
import './track-order-page.css';
import { LoadFailure } from '../../components/load-failure.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { LiveStatus } from '../../components/live-status.tsx';
import { useConnectionState, useRiderPositions } from '../../lib/live-socket.ts';
import { useNow } from '../../lib/use-now.ts';

/** Spec point 9: the tracking spinner waits 2 seconds before it shows. */
const SPINNER_DELAY_MS = 2000;

async function loadTracked(signal: AbortSignal) {
  const { data, seq } = await fetchTrackedOrders(signal);
  const receivedAt = Date.now();
  return { data: data.map((order): TrackedEntry => ({ order, receivedAt })), seq };
}

/**
 * /track-order (spec point 2): the customer's active orders (and those delivered in the last two hours). Each
 * change arrives live, with a toast, and moves the progress bar without a reload; the list is also read again
 * when the window regains focus or the tab becomes visible.
 */
export function TrackOrderPage() {
  const { resource, reload, refresh, update } = useLiveSnapshot({
    load: loadTracked,
    apply: applyTrackingEvent,
    onEvent: (message) => {
      const news = trackingNews(message);
      if (news) toast[news.kind](news.text, { toastId: `tracking-${message.payload.seq}` });
    },
    refreshOnFocus: true,
    failureMessage: "We couldn't load your orders.",
  });
  useRiderPositions((event) => update((entries) => applyRiderPosition(entries, event)));
  // `?order=12`: the order just confirmed (checkout, the mail's button) is the one shown first.
  const asked = Number(new URLSearchParams(useSearch()).get('order')) || null;
  const [chosenId, setChosenId] = useState<number | null>(asked);

  return (
    <Panel
      titleId="track-title"
      title="Track Your Order"
      narrow
      actions={
        resource.status === 'ready' &&
        resource.data.length > 0 && (
          <button type="button" className="button button--secondary" onClick={() => void refresh()}>
            Refresh
          </button>
        )
      }
    >
      {resource.status === 'loading' && <DelayedSpinner delayMs={SPINNER_DELAY_MS} label="Loading your orders" />}

      {resource.status === 'error' && (
        <LoadFailure className="orders-message" message={resource.message} onRetry={reload} />
      )}

      {resource.status === 'ready' && resource.data.length === 0 && (
        <div className="orders-message card">
          <h2>No active orders</h2>
          <p>When you place an order, you can follow it here from the kitchen to your door.</p>
          <div className="orders-message__actions">
            <Link href="/" className="button button--primary">
              Explore the menu
            </Link>
            <Link href="/orders" className="button button--secondary">
              Past Orders
            </Link>
          </div>
        </div>
      )}

      {resource.status === 'ready' && resource.data.length > 0 && (
        <ActiveOrders
          entries={resource.data}
          refreshFailed={resource.refreshFailed}
          chosenId={chosenId}
          onChoose={setChosenId}
          onChanged={(order) =>
            update((entries) =>
              entries.map((entry) =>
                entry.order.order_id === order.order_id ? { order, receivedAt: Date.now() } : entry,
              ),
            )
          }
        />
      )}
    </Panel>
  );
}

/**
 * Whether the tracker is live, and how old what it shows is: with the connection gone, a tracker that looked normal
 * would let a customer wait on news that cannot come.
 */
function Freshness({ since }: { since: number }) {
  const now = useNow(5_000);
  const live = useConnectionState() === 'live';
  const seconds = Math.max(0, Math.round((now - since) / 1000));
  return (
    <div className="track-page__freshness">
      <LiveStatus />
      <span className="track-page__updated">
        {live
          ? 'Changes show here as they happen'
          : `Updated ${seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min`} ago`}
      </span>
    </div>
  );
}

interface ActiveOrdersProps {
  entries: TrackedEntry[];
  refreshFailed: boolean;
  chosenId: number | null;
  onChoose: (orderId: number) => void;
  onChanged: (order: TrackedOrder) => void;
}

/** "#12 · Preparing · 19:40": one order in the chooser shown when several are on their way. */
function orderChoiceLabel(order: TrackedOrder): string {
  const status = order.stage === 'CANCELLED' ? 'Cancelled' : currentStepName(order.stage);
  return `#${order.order_id} · ${status} · ${formatTime(new Date(order.order_date))}`;
}

/** The order chooser (when there are several) and the chosen order; the newest is shown first. */
function ActiveOrders({ entries, refreshFailed, chosenId, onChoose, onChanged }: ActiveOrdersProps) {
  const selected = entries.find((entry) => entry.order.order_id === chosenId) ?? entries[0];
  if (!selected) return null;
  const lastNews = Math.max(...entries.map((entry) => entry.receivedAt));
  return (
    <>
      <Freshness since={lastNews} />
      {refreshFailed && (
        <p className="track-page__stale" role="status">
          Couldn&apos;t refresh just now; showing the last known status.
        </p>
      )}
      {entries.length > 1 && (
        // Buttons rather than a native select: a phone cut the select's long labels off, and one tap shows an order.
        <FilterChips
          label="Your orders"
          options={entries.map(({ order }) => ({ value: String(order.order_id), label: orderChoiceLabel(order) }))}
          value={String(selected.order.order_id)}
          onChange={(value) => onChoose(Number(value))}
          oneLineOnPhone
        />
      )}
      <TrackedOrderView order={selected.order} receivedAt={selected.receivedAt} onChanged={onChanged} />
      <p className="track-page__onward">
        <Link href="/" className="button button--secondary">
          Back to the menu
        </Link>
      </p>
    </>
  );
}
