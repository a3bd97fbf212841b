import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { ORDER_MOVES, moveBetween, type OrderMove, type OrderStatus } from '../../../shared/order-status.ts';
import type { KitchenBoard, KitchenOrder } from '../../../shared/staff-orders.ts';
import { hasStatus, serverError } from '../../lib/api.ts';
import { COLUMNS, columnTitle, placeCard, whyNotMove, withinCompletedWindow, withPendingMoves } from './board-state.ts';
import { columnKeyboardCoordinates } from './column-keyboard-coordinates.ts';
import { completeOrder, prepareOrder, type AgeThresholds } from './kitchen-api.ts';
import { AllDayStrip } from './all-day-strip.tsx';
import { KitchenCard, NEXT_MOVE } from './kitchen-card.tsx';
import { KitchenColumn } from './kitchen-column.tsx';
import { KitchenStrip } from './kitchen-strip.tsx';
import { passOrder } from './pass-order.ts';
import { RecallButton, type Bump } from './recall-button.tsx';
import { useLineTicks } from './use-line-ticks.ts';
import { useWallColumns } from './wall-layout.ts';
import { useNow } from '../../lib/use-now.ts';
import './kitchen-board.css';

// Spec point 8.
export const MOVE_FAILED_MESSAGE = 'An unexpected error occurred, please try again.';

const SEND: Partial<Record<OrderMove, (orderId: number) => Promise<unknown>>> = {
  prepare: prepareOrder,
  complete: completeOrder,
};

// Ages are whole minutes; a tick every 15 seconds keeps them at most that late.
const CLOCK_TICK_MS = 15_000;
/** A drop that lands back on its own ticket is not also a tap on it. */
const TAP_AFTER_DRAG_MS = 400;
/** After a tap bumps a ticket the next one slides under the finger: a double tap must not bump that one too. */
const TAP_AFTER_BUMP_MS = 700;

/** The mouse follows the pointer; the keyboard has no pointer, so there the lifted card's outline decides. */
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

const allowed = (status: OrderStatus | undefined, target: UniqueIdentifier | undefined) =>
  status !== undefined && target !== undefined && moveBetween(status, target as OrderStatus, 'WORKER') !== null;

const statusOf = (data: { current?: Record<string, unknown> | undefined }) =>
  data.current?.status as OrderStatus | undefined;

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move an order, press Space to pick it up, use the arrow keys to choose a column, and press Space again to drop it. Press Escape to cancel.',
};

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up order #${active.id}.`,
  onDragOver: ({ active, over }) => {
    if (!over) return `Order #${active.id} is not over a column.`;
    const name = columnTitle(over.id as OrderStatus);
    return allowed(statusOf(active.data), over.id)
      ? `Order #${active.id} is over ${name}.`
      : `Order #${active.id} is over ${name}, which cannot take it.`;
  },
  // Why a drop was refused is said once, by the notice the board shows.
  onDragEnd: ({ active, over }) =>
    over && allowed(statusOf(active.data), over.id)
      ? `Order #${active.id} dropped in ${columnTitle(over.id as OrderStatus)}. Saving.`
      : `Order #${active.id} was not moved.`,
  onDragCancel: ({ active }) => `Moving order #${active.id} was cancelled.`,
};

const findCard = (board: KitchenBoard, orderId: number) =>
  Object.values(board)
    .flat()
    .find((order) => order.orderId === orderId);

interface KitchenBoardViewProps {
  /** The board as the server last reported it. */
  board: KitchenBoard;
  /** Records a move the server confirmed. */
  update: (change: (board: KitchenBoard) => KitchenBoard) => void;
  /** Reads the board again, after the server said it differs from what is shown. */
  refresh: () => void;
  /** New orders nobody has acknowledged yet. */
  unacknowledged: ReadonlySet<number>;
  acknowledge: (orderId: number) => void;
  acknowledgeAll: () => void;
  thresholds: AgeThresholds;
}

/**
 * The three columns and the moves between them. A move, by tap, drag or button, shows the card in its new column at
 * once, greyed, and settles when the server confirms; on failure the card returns to where it was. The last move
 * made here can be recalled for a short while.
 */
export function KitchenBoardView(props: KitchenBoardViewProps) {
  const { board, update, refresh, unacknowledged, acknowledge, acknowledgeAll, thresholds } = props;
  const now = useNow(CLOCK_TICK_MS);
  const [pending, setPending] = useState<ReadonlyMap<number, OrderStatus>>(new Map());
  const [focusId, setFocusId] = useState<number | null>(null);
  const [dragged, setDragged] = useState<OrderStatus | null>(null);
  const [lastBump, setLastBump] = useState<Bump | null>(null);
  const dragEndedAt = useRef(0);
  const bumpedAt = useRef(0);
  const boardRef = useRef<HTMLDivElement | null>(null);
  const clearFocus = useCallback(() => setFocusId(null), []);
  const clearBump = useCallback(() => setLastBump(null), []);
  const lineTicks = useLineTicks({ update, refresh });

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on a card's buttons stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // On a tablet a drag starts with a short press, so a swipe across the cards still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  async function move(order: KitchenOrder, name: OrderMove, { focus }: { focus: boolean }) {
    const send = SEND[name];
    if (!send || pending.has(order.orderId)) return;
    const { from, to } = ORDER_MOVES[name];
    acknowledge(order.orderId);
    setPending((current) => new Map(current).set(order.orderId, to));
    if (focus) setFocusId(order.orderId);
    try {
      await send(order.orderId);
      setLastBump({ orderId: order.orderId, to, at: Date.now() });
      // A live event may have reported this move, or a later one, already: only a card still where it was moves.
      update((current) => {
        const card = findCard(current, order.orderId);
        return card?.status === from ? placeCard(current, card, to) : current;
      });
    } catch (error) {
      const problem = await serverError(error);
      const conflict = hasStatus(error, 409);
      if (problem) toast.error(conflict ? problem.message : MOVE_FAILED_MESSAGE);
      // Someone else moved it: the board is out of date.
      if (conflict) refresh();
      if (focus) setFocusId(order.orderId);
    } finally {
      setPending((current) => {
        const next = new Map(current);
        next.delete(order.orderId);
        return next;
      });
    }
  }

  function onTap(order: KitchenOrder) {
    const now = Date.now();
    if (now - dragEndedAt.current < TAP_AFTER_DRAG_MS || now - bumpedAt.current < TAP_AFTER_BUMP_MS) return;
    // The first tap on a new ticket says "seen"; only the next one moves it.
    if (unacknowledged.has(order.orderId)) return acknowledge(order.orderId);
    const next = NEXT_MOVE[order.status];
    if (!next) return;
    bumpedAt.current = now;
    void move(order, next.move, { focus: false });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    dragEndedAt.current = Date.now();
    setDragged(null);
    const status = statusOf(active.data);
    const name = status && over ? moveBetween(status, over.id as OrderStatus, 'WORKER') : null;
    const card = findCard(board, Number(active.id));
    if (name && card) void move(card, name, { focus: false });
    // A drop the kitchen cannot make says why, where the cook is looking.
    const why = !name && status && over ? whyNotMove(Number(active.id), status, over.id as OrderStatus) : null;
    if (why) toast.info(why, { toastId: `no-move-${active.id}` });
  }

  const shown = withPendingMoves(withinCompletedWindow(board, now), pending);
  const wallColumns = useWallColumns(boardRef, shown.processing.length, shown.preparing.length);
  const laterIsNew = (orders: readonly KitchenOrder[]) => (from: number) =>
    orders.slice(from).some((order) => unacknowledged.has(order.orderId));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={({ active }) => setDragged(statusOf(active.data) ?? null)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <div className="kitchen-board__bar">
        <AllDayStrip board={shown} />
        <div className="kitchen-board__actions">
          {unacknowledged.size > 0 && (
            <button type="button" className="button kitchen-got-it" onClick={acknowledgeAll}>
              Got it
              <span className="kitchen-got-it__count">
                {unacknowledged.size} new
                <span className="visually-hidden"> {unacknowledged.size === 1 ? 'order' : 'orders'}</span>
              </span>
            </button>
          )}
          <RecallButton bump={lastBump} onDone={clearBump} refresh={refresh} />
        </div>
      </div>
      <div ref={boardRef} className="kitchen-board" style={wallColumns}>
        {COLUMNS.map((column) => {
          const orders = column.key === 'completed' ? passOrder(shown.completed) : shown[column.key];
          return (
            <KitchenColumn
              key={column.key}
              column={column}
              accepts={dragged ? allowed(dragged, column.status) : null}
              newLater={laterIsNew(orders)}
              tickets={orders.map((order) =>
                column.key === 'completed' ? (
                  <KitchenStrip key={order.orderId} order={order} />
                ) : (
                  <KitchenCard
                    key={order.orderId}
                    order={order}
                    pending={pending.has(order.orderId)}
                    alerting={unacknowledged.has(order.orderId)}
                    onMove={(card, name) => void move(card, name, { focus: true })}
                    onTap={onTap}
                    onTick={(orderId, lineId, done) => void lineTicks.tick(orderId, lineId, done)}
                    pendingLineIds={lineTicks.pendingLineIds}
                    focusRequested={focusId === order.orderId}
                    onFocused={clearFocus}
                    now={now}
                    thresholds={thresholds}
                  />
                ),
              )}
            />
          );
        })}
      </div>
    </DndContext>
  );
}
