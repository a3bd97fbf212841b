import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Product } from '../../../shared/menu.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/orders.ts';
import { Modal } from '../../components/modal.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { formatPrice } from '../../lib/format.ts';
import { lineTotal } from '../../../shared/money.ts';
import { cartDispatchAtom, type CartLine } from '../cart/cart-state.ts';
import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { OptionPicker } from './option-picker.tsx';
import { useDishChoice } from './use-dish-choice.ts';
import './dish-chooser.css';

interface DishChooserProps {
  product: Product;
  /** A cart line to change; without one, the dish is added as a new line. */
  line?: CartLine | undefined;
  /** How many to add at first (the assistant's "for two"); the customer can change it. */
  quantity?: number;
  /** The choices to start from instead of the dish's defaults; the customer can change them. */
  choices?: readonly number[] | undefined;
  /** With how many went in the cart (0 for a change, or when closed without adding). */
  onClose: (added: number) => void;
}

/**
 * The menu's "Add" for a dish with required choices, and the cart's "Change" of a line: the dish's option groups
 * and a note, what it costs as chosen, and one button. Until every required group is chosen the button stays off and
 * says which group is missing. It says nothing once added: whoever opened it tells the customer (useQuickAdd).
 */
export function DishChooser({ product, line, quantity: firstQuantity = 1, choices, onClose }: DishChooserProps) {
  const choosing = useDishChoice(product, line ?? (choices && { choices, note: null }));
  const [quantity, setQuantity] = useState(firstQuantity);
  const addToCart = useAddToCart();
  const dispatch = useSetAtom(cartDispatchAtom);
  const blockerId = `dish-chooser-${product.id}-blocker`;

  function done() {
    if (line) {
      dispatch({ type: 'edit', key: line.key, item: choosing.item });
      onClose(0);
    } else {
      const added = addToCart(choosing.item, { quantity });
      if (added > 0) onClose(added);
    }
  }

  return (
    <Modal title={product.name} onClose={() => onClose(0)} className="dish-chooser">
      <p className="dish-chooser__base">
        {formatPrice(product.price)}
        <span className="dish-chooser__description"> · {product.description}</span>
      </p>
      <OptionPicker
        product={product}
        choices={choosing.choices}
        onChoicesChange={choosing.setChoices}
        note={choosing.note}
        onNoteChange={choosing.setNote}
      />
      <div className="dish-chooser__footer">
        {choosing.blocker && (
          <p id={blockerId} className="dish-chooser__blocker" role="status">
            {choosing.blocker}
          </p>
        )}
        <div className="dish-chooser__actions">
          {!line && <QuantityStepper value={quantity} max={MAX_LINE_QUANTITY} onChange={setQuantity} />}
          <button
            type="button"
            className="button button--primary"
            disabled={choosing.blocker !== null}
            aria-describedby={choosing.blocker ? blockerId : undefined}
            onClick={done}
          >
            {line ? 'Save changes' : `Add to cart · ${formatPrice(lineTotal(choosing.unitPrice, quantity))}`}
          </button>
        </div>
      </div>
    </Modal>
  );
}
