import { MAX_LINE_QUANTITY } from '../../../shared/orders.ts';
import './line-stepper.css';

interface LineStepperProps {
  /** The dish's name: the buttons say which dish they change. */
  name: string;
  quantity: number;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** Minus, the count and plus for a cart line; minus at 1 removes the line (spec point 4). */
export function LineStepper({ name, quantity, onDecrease, onIncrease }: LineStepperProps) {
  return (
    <div className="quantity-buttons" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className="quantity-buttons__button"
        aria-label={quantity === 1 ? `Remove ${name}` : `Decrease quantity of ${name}`}
        onClick={onDecrease}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span className="quantity-buttons__value" aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">Quantity </span>
        {quantity}
      </span>
      <button
        type="button"
        className="quantity-buttons__button"
        aria-label={`Increase quantity of ${name}`}
        disabled={quantity >= MAX_LINE_QUANTITY}
        onClick={onIncrease}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
