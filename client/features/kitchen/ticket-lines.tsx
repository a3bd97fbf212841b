import type { MouseEvent, PointerEvent, TouchEvent } from 'react';
import { optionsText } from '../../../shared/options.ts';
import type { KitchenOrder, StaffLineItem } from '../../../shared/staff-orders.ts';
import { DishThumb } from '../../components/dish-thumb.tsx';
import { Icon } from '../../components/icons.tsx';
import { IngredientChips } from '../../components/ingredient-chips.tsx';
import './ticket-lines.css';

export interface TicketLinesProps {
  order: KitchenOrder;
  /** The list's id, for the card's "Ingredients" button to control. */
  id: string;
  /** Each dish's recipe, when the cook has asked to see it. */
  showIngredients: boolean;
  /** A line's tick toggled: `done` is what it should become. Without it the ticks only show, as on a Completed card. */
  onTick?: (lineId: number, done: boolean) => void;
  /** Lines whose tick is waiting for the server's answer: shown as they will be, and not toggled again meanwhile. */
  pendingLineIds?: ReadonlySet<number>;
}

const NO_LINES: ReadonlySet<number> = new Set();

/**
 * A press on a tick is the tick's alone: the ticket around it bumps on a tap and is dragged from a press (dnd-kit's
 * mouse and touch sensors listen for mousedown and touchstart, a pointer sensor for pointerdown).
 */
const keepToTick = (event: MouseEvent | PointerEvent | TouchEvent) => event.stopPropagation();

/** "2 × Chicken Biryani": the words a line's tick is named by. */
export const lineWords = (item: Pick<StaffLineItem, 'quantity' | 'name'>) => `${item.quantity} × ${item.name}`;

/**
 * An order's lines on a kitchen ticket, compact enough for a wall of tickets: quantity and dish in large type, the
 * choices made in bold under it and the customer's note boxed in the alert colour (both change the plate), the
 * recipe's ingredients when asked for, and a tick per line for a cook plating a big order. A ticked line is struck
 * through; the tick is a toggle button of a fingertip's size (44 px) whose presses never reach the ticket around it.
 */
export function TicketLines({ order, id, showIngredients, onTick, pendingLineIds = NO_LINES }: TicketLinesProps) {
  const done = new Set(order.doneLineIds);
  return (
    <ul className="ticket-lines" id={id} aria-label="Items">
      {order.lineItems.map((item) => {
        const ticked = done.has(item.id);
        const pending = pendingLineIds.has(item.id);
        return (
          <li key={item.id} className="ticket-lines__line" data-done={ticked || undefined}>
            <button
              type="button"
              className="ticket-lines__tick"
              aria-label={`Done: ${lineWords(item)}`}
              aria-pressed={ticked}
              aria-disabled={!onTick || pending || undefined}
              aria-busy={pending || undefined}
              data-pending={pending || undefined}
              onPointerDown={keepToTick}
              onMouseDown={keepToTick}
              onTouchStart={keepToTick}
              onClick={(event) => {
                event.stopPropagation();
                if (onTick && !pending) onTick(item.id, !ticked);
              }}
            >
              <Icon className="ticket-lines__check" strokeWidth={3}>
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </Icon>
            </button>
            <DishThumb src={item.imageLink} size="sm" />
            <div className="ticket-lines__text">
              <p className="staff-line-items__name ticket-lines__name">
                <span className="ticket-lines__quantity">
                  {item.quantity}
                  <span aria-hidden="true"> ×</span>
                  <span className="visually-hidden"> of</span>
                </span>{' '}
                {item.name}
                {ticked && <span className="visually-hidden"> (done)</span>}
              </p>
              {item.options.length > 0 && <p className="ticket-lines__options">{optionsText(item.options)}</p>}
              {item.note && (
                <p className="ticket-lines__note">
                  <span className="ticket-lines__note-label">Note:</span> {item.note}
                </p>
              )}
              {showIngredients && <IngredientChips ingredients={item.ingredients} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
