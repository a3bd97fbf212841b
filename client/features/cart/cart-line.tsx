import { useSetAtom } from 'jotai';
import { DishThumb } from '../../components/dish-thumb.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { formatPrice } from '../../lib/format.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/orders.ts';
import { cartDispatchAtom, type PricedLine } from './cart-state.ts';
import './cart-line.css';

const STATUS_NOTES: Partial<Record<PricedLine['status'], string>> = {
  'sold-out': 'Sold out. Remove it to order.',
  gone: 'No longer on the menu: it will be left out of your order.',
};

/**
 * One cart line as the popup and the checkout's review step show it: picture, name, price ($, 2 decimals),
 * quantity with minus and plus (minus at 1 removes the line, spec point 4) and a remove button.
 */
export function CartLineItem({ line }: { line: PricedLine }) {
  const dispatch = useSetAtom(cartDispatchAtom);
  const note = STATUS_NOTES[line.status];
  const unavailable = note !== undefined;
  const noteId = `cart-line-${line.id}-note`;

  return (
    <li className="cart-line" data-status={line.status} aria-describedby={note ? noteId : undefined}>
      <DishThumb src={line.imageLink} />
      <div className="cart-line__body">
        <p className="cart-line__name">{line.name}</p>
        {line.status !== 'gone' && (
          <p className="cart-line__price">
            {formatPrice(line.price)}
            {line.quantity > 1 && (
              <span className="cart-line__subtotal">
                {' '}
                × {line.quantity} = {formatPrice((Math.round(line.price * 100) * line.quantity) / 100)}
              </span>
            )}
          </p>
        )}
        {note && (
          <p className="cart-line__note" id={noteId}>
            {note}
          </p>
        )}
      </div>
      <div className="cart-line__controls">
        {!unavailable && (
          <div className="quantity-buttons" role="group" aria-label={`Quantity of ${line.name}`}>
            <button
              type="button"
              className="quantity-buttons__button"
              aria-label={line.quantity === 1 ? `Remove ${line.name}` : `Decrease quantity of ${line.name}`}
              onClick={() => dispatch({ type: 'decrease', id: line.id })}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className="quantity-buttons__value" aria-live="polite" aria-atomic="true">
              <span className="visually-hidden">Quantity </span>
              {line.quantity}
            </span>
            <button
              type="button"
              className="quantity-buttons__button"
              aria-label={`Increase quantity of ${line.name}`}
              disabled={line.quantity >= MAX_LINE_QUANTITY}
              onClick={() => dispatch({ type: 'increase', id: line.id })}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
        )}
        {line.status === 'sold-out' && (
          <button
            type="button"
            className="button button--secondary cart-line__remove-text"
            aria-label={`Remove ${line.name}`}
            onClick={() => dispatch({ type: 'remove', id: line.id })}
          >
            Remove
          </button>
        )}
        {line.status === 'gone' && (
          <button
            type="button"
            className="icon-button cart-line__remove"
            aria-label={`Remove ${line.name}`}
            onClick={() => dispatch({ type: 'remove', id: line.id })}
          >
            <CloseIcon />
          </button>
        )}
      </div>
    </li>
  );
}
