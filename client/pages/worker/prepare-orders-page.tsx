import { useState } from 'react';
import { LiveStatusGroup, ReconnectingBanner } from '../../components/live-status.tsx';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { StaffLayout } from '../../components/staff-layout.tsx';
import { PrinterIcon, SpeakerIcon } from '../../components/icons.tsx';
import { SwitchPill } from '../../components/ui/switch-pill.tsx';
import { Toolbar, ToolbarGroup } from '../../components/ui/toolbar.tsx';
import { applyKitchenEvent } from '../../features/kitchen/board-state.ts';
import { fetchBoard } from '../../features/kitchen/kitchen-api.ts';
import { KitchenBoardView } from '../../features/kitchen/kitchen-board.tsx';
import { SoldOutControl } from '../../features/kitchen/sold-out-sheet.tsx';
import { useAgeThresholds } from '../../features/kitchen/use-age-thresholds.ts';
import { StartKitchenScreen } from '../../features/kitchen/start-kitchen-screen.tsx';
import { useNewOrderAlert } from '../../features/kitchen/use-new-order-alert.ts';
import { usePrintNewOrders } from '../../features/kitchen/use-print-new-orders.ts';
import { OrdersPausedStrip, PauseOrdersControl } from '../../features/restaurant/pause-control.tsx';
import { TicketPrintFrame } from '../../features/tickets/ticket-print-frame.tsx';
import { useLiveSnapshot } from '../../lib/use-live-snapshot.ts';
import { LoadFailure } from '../../components/load-failure.tsx';

/**
 * /orders/prepare (spec point 2): the kitchen board. Confirmed orders arrive live in the Queue, flashing, with an
 * alert that rings until someone acknowledges them, and, when switched on, a printed ticket; the worker moves them
 * on to Preparing and Completed, marks dishes sold out, and pauses new orders when the kitchen is swamped.
 */
export function PrepareOrdersPage() {
  const newOrders = useNewOrderAlert();
  const thresholds = useAgeThresholds();
  // Read out by screen readers, which cannot see the highlight.
  const [arrival, setArrival] = useState('');
  const { resource, reload, refresh, update } = useLiveSnapshot({
    load: fetchBoard,
    apply: applyKitchenEvent,
    onEvent: (message) => {
      if (message.name === 'order.status') {
        // Moved on, from this screen or another: someone has seen it.
        newOrders.acknowledge(message.payload.orderId);
        return;
      }
      if (message.name !== 'order.confirmed') return;
      const { order } = message.payload;
      newOrders.announce(order.orderId);
      setArrival(`New order #${order.orderId} in the Queue.`);
    },
    failureMessage: "We couldn't load the orders.",
  });
  const printer = usePrintNewOrders(resource.status === 'ready' ? resource.data.processing : null);

  // The one tap first, alone on the screen: the board loads and listens meanwhile, and rings once it may.
  if (newOrders.needsStart) {
    return (
      <StaffLayout title="Kitchen" wall>
        <StartKitchenScreen onStart={newOrders.start} />
      </StaffLayout>
    );
  }

  return (
    <StaffLayout title="Kitchen" wall>
      <Toolbar>
        <LiveStatusGroup refreshFailed={resource.status === 'ready' && resource.refreshFailed} />
        <ToolbarGroup>
          <PauseOrdersControl />
          <SoldOutControl />
          <SwitchPill
            label="New-order sound"
            icon={<SpeakerIcon />}
            on={newOrders.soundOn}
            onChange={newOrders.setSoundOn}
          />
          <SwitchPill
            label="Print new orders"
            icon={<PrinterIcon />}
            on={printer.on}
            onChange={printer.setOn}
            disabled={!printer.ready}
          />
        </ToolbarGroup>
      </Toolbar>
      <ReconnectingBanner />
      <OrdersPausedStrip />
      {printer.printing !== undefined && (
        <TicketPrintFrame key={printer.printing} orderId={printer.printing} onDone={printer.printed} />
      )}
      <p className="visually-hidden" role="status">
        {arrival}
      </p>

      {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading the orders" />}

      {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}

      {resource.status === 'ready' && (
        <KitchenBoardView
          board={resource.data}
          update={update}
          refresh={() => void refresh()}
          unacknowledged={newOrders.unacknowledged}
          acknowledge={newOrders.acknowledge}
          acknowledgeAll={newOrders.acknowledgeAll}
          thresholds={thresholds}
        />
      )}
    </StaffLayout>
  );
}
