import { useDraggable } from '@dnd-kit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderMove, OrderStatus } from '../../../shared/order-status.ts';
import { NO_PIN_NOTE, type KitchenOrder } from '../../../shared/staff-orders.ts';
import { GripIcon, PrinterIcon } from '../../components/icons.tsx';
import { pluralize } from '../../lib/format.ts';
import { ticketPath } from '../tickets/ticket-api.ts';
import { finishedLabel } from './board-state.ts';
import type { AgeThresholds } from './kitchen-api.ts';
import { ageMinutes, urgencyOf } from './order-age.ts';
import { TicketLines } from './ticket-lines.tsx';
import './kitchen-card.css';

/** The kitchen's next move for a ticket, by the status it is in: its button, and what a tap on the ticket does. */
export const NEXT_MOVE: Partial<Record<OrderStatus, { move: OrderMove; label: string }>> = {
  PROCESSING: { move: 'prepare', label: 'Start preparing' },
  PREPARING: { move: 'complete', label: 'Mark ready' },
};

const URGENCY_WORDS = { ok: '', amber: ', getting late', red: ', running late' } as const;

export interface KitchenCardProps {
  order: KitchenOrder;
  /** The move is waiting for the server: the card sits in its new column, greyed, until the answer. */
  pending: boolean;
  /** Arrived and not acknowledged yet: the ticket flashes and the alert rings until someone taps it. */
  alerting: boolean;
  onMove: (order: KitchenOrder, move: OrderMove) => void;
  /** A tap anywhere on the ticket but its own controls: acknowledges it, or bumps it to the next column. */
  onTap: (order: KitchenOrder) => void;
  /** A line ticked done, or not, by a cook plating a big order. */
  onTick: (orderId: number, lineId: number, done: boolean) => void;
  /** Lines whose tick is on its way to the server. */
  pendingLineIds: ReadonlySet<number>;
  /** Focus this card once it is drawn (after a button moved it to another column). */
  focusRequested: boolean;
  onFocused: () => void;
  now: number;
  thresholds: AgeThresholds;
}

/**
 * One order on the board: number, customer, age, and every dish with its quantity, its choices and the customer's
 * note, readable from across the kitchen without a tap; the recipe's ingredients and the printed ticket a tap away.
 * A tap on the ticket bumps it to the next column (the first tap on a new one only acknowledges it). The whole card
 * can be dragged with a mouse or a long press; from the keyboard, the grip button picks it up (Space, arrows,
 * Space), and the move buttons do the same in one press.
 */
export function KitchenCard(props: KitchenCardProps) {
  const { order, pending, alerting, onMove, onTap, onTick, pendingLineIds, focusRequested, onFocused, now } = props;
  const action = NEXT_MOVE[order.status];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: order.orderId,
    data: { status: order.status },
    disabled: pending || !action,
  });
  const card = useRef<HTMLElement | null>(null);
  const setCardRef = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      card.current = node;
    },
    [setNodeRef],
  );

  useEffect(() => {
    if (!focusRequested) return;
    card.current?.focus();
    onFocused();
  }, [focusRequested, onFocused]);

  const titleId = `kitchen-order-${order.orderId}`;
  const itemsId = `${titleId}-items`;
  // The recipe is the cook's to look up; the choices and notes, which change the plate, always show.
  const [showRecipe, setShowRecipe] = useState(false);
  const hasRecipe = order.lineItems.some((item) => item.ingredients.length > 0);
  const finished = finishedLabel(order);
  const minutes = ageMinutes(order.confirmedAt, now);
  // A finished order is not late for anything: its age stops mattering once it leaves the kitchen.
  const urgency = finished !== null ? 'ok' : urgencyOf(minutes, props.thresholds);
  const itemCount = order.lineItems.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <article
      ref={setCardRef}
      className="kitchen-card"
      aria-labelledby={titleId}
      aria-busy={pending || undefined}
      tabIndex={-1}
      data-urgency={urgency}
      data-status={order.status}
      data-new={alerting || undefined}
      data-pending={pending || undefined}
      data-dragging={isDragging || undefined}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      {...listeners}
      // A pointer's shortcut: the same moves are buttons on the ticket for the keyboard and screen readers.
      onClick={(event) => {
        if (!pending && !(event.target as Element).closest('button, a, input, label')) onTap(order);
      }}
    >
      <header className="kitchen-card__head">
        {action && (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="kitchen-card__grip"
            aria-label={`Move order #${order.orderId}`}
            {...attributes}
          >
            <GripIcon />
          </button>
        )}
        <h3 id={titleId} className="kitchen-card__title">
          <span className="kitchen-card__order-word">Order </span>#{order.orderId}
        </h3>
        {alerting && <span className="kitchen-card__new">New</span>}
        {finished !== null ? (
          <span className="kitchen-card__age" data-status={order.status}>
            {finished}
          </span>
        ) : (
          <span className="kitchen-card__age" title={`Confirmed ${minutes} minutes ago`}>
            {minutes} min
            <span className="visually-hidden"> since confirmed{URGENCY_WORDS[urgency]}</span>
          </span>
        )}
      </header>

      {order.returnedReason !== null && (
        <div className="kitchen-card__returned">
          <p>Returned: {order.returnedReason}</p>
          {order.correctedAddress !== null && (
            <p className="kitchen-card__corrected">New address from the customer: {order.correctedAddress}</p>
          )}
        </div>
      )}

      <div className="kitchen-card__meta">
        <p>
          For {order.customerFirstName || 'a guest'} · {pluralize(itemCount, 'item')}
        </p>
        {hasRecipe && (
          <button
            type="button"
            className="link-button kitchen-card__recipe"
            aria-expanded={showRecipe}
            aria-controls={itemsId}
            onClick={() => setShowRecipe((shown) => !shown)}
          >
            Ingredients
          </button>
        )}
      </div>
      {order.pointFromSector && <p className="kitchen-card__no-pin">{NO_PIN_NOTE}</p>}

      <TicketLines
        order={order}
        id={itemsId}
        showIngredients={showRecipe}
        onTick={action && !pending ? (lineId, done) => onTick(order.orderId, lineId, done) : undefined}
        pendingLineIds={pendingLineIds}
      />
      <div className="kitchen-card__foot">
        {/* A tab of its own that prints on arrival: the board stays live behind it. */}
        <a
          className="button button--secondary kitchen-card__ticket"
          href={ticketPath(order.orderId, { print: true })}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={titleId}
        >
          <PrinterIcon />
          <span className="kitchen-card__ticket-label">Print ticket</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {pending ? (
          <p className="kitchen-card__pending">Saving…</p>
        ) : (
          action && (
            <button
              type="button"
              className="button button--primary kitchen-card__action"
              aria-describedby={titleId}
              onClick={() => onMove(order, action.move)}
            >
              {action.label}
            </button>
          )
        )}
      </div>
    </article>
  );
}
