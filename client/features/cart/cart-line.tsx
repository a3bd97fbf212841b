import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { optionsText } from '../../../shared/options.ts';
import { DishThumb } from '../../components/dish-thumb.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { formatPrice } from '../../lib/format.ts';
import { DishChooser } from '../menu/dish-chooser.tsx';
import { menuProductsAtom } from '../menu/menu-state.ts';
import { cartDispatchAtom, type PricedLine } from './cart-state.ts';
import { LineStepper } from './line-stepper.tsx';
import './cart-line.css';

const STATUS_NOTES: Partial<Record<PricedLine['status'], string>> = {
  'sold-out': 'Sold out. Remove it to order.',
  gone: 'No longer on the menu: it will be left out of your order.',
};

/**
 * One cart line as the popup and the checkout's review step show it: picture, name, the choices and the note under
 * it, price ($, 2 decimals), quantity with minus and plus (minus at 1 removes the line, spec point 4) and a remove
 * button. A dish with choices can be changed ("Change"); a line whose choices the menu no longer allows says what is
 * wrong and must be changed before it is ordered.
 */
export function CartLineItem({ line }: { line: PricedLine }) {
  const dispatch = useSetAtom(cartDispatchAtom);
  const product = useAtomValue(menuProductsAtom)?.find((dish) => dish.id === line.id);
  const [changing, setChanging] = useState(false);
  const note = line.problem ?? STATUS_NOTES[line.status];
  const unavailable = line.status === 'sold-out' || line.status === 'gone';
  const noteId = `cart-line-${line.key}-note`;
  const changeable = product !== undefined && product.optionGroups.length > 0 && line.status !== 'gone';

  return (
    <li className="cart-line" data-status={line.status} aria-describedby={note ? noteId : undefined}>
      <DishThumb src={line.imageLink} />
      <div className="cart-line__body">
        <p className="cart-line__name">{line.name}</p>
        {line.options.length > 0 && <p className="cart-line__options">{optionsText(line.options)}</p>}
        {line.note && <p className="cart-line__kitchen-note">“{line.note}”</p>}
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
        {changeable && (
          <button
            type="button"
            className="link-button cart-line__change"
            aria-label={`Change ${line.name}`}
            onClick={() => setChanging(true)}
          >
            {line.status === 'choose-again' ? 'Choose again' : 'Change'}
          </button>
        )}
      </div>
      <div className="cart-line__controls">
        {!unavailable && line.status !== 'choose-again' && (
          <LineStepper
            name={line.name}
            quantity={line.quantity}
            onDecrease={() => dispatch({ type: 'decrease', key: line.key })}
            onIncrease={() => dispatch({ type: 'increase', key: line.key })}
          />
        )}
        {(line.status === 'sold-out' || line.status === 'choose-again') && (
          <button
            type="button"
            className="button button--secondary cart-line__remove-text"
            aria-label={`Remove ${line.name}`}
            onClick={() => dispatch({ type: 'remove', key: line.key })}
          >
            Remove
          </button>
        )}
        {line.status === 'gone' && (
          <button
            type="button"
            className="icon-button cart-line__remove"
            aria-label={`Remove ${line.name}`}
            onClick={() => dispatch({ type: 'remove', key: line.key })}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      {changing && product && <DishChooser product={product} line={line} onClose={() => setChanging(false)} />}
    </li>
  );
}
