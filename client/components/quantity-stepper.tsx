import { useId, useState } from 'react';
import './quantity-stepper.css';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  label?: string;
  disabled?: boolean;
}

/**
 * A labelled number field between minus and plus buttons. Typing is allowed; the value is kept within min..max
 * (spec point 5: never below 1) and a half-typed field snaps back when it loses focus.
 */
export function QuantityStepper({ value, onChange, min = 1, max, label = 'Quantity', disabled }: QuantityStepperProps) {
  const id = useId();
  // What the field shows while the customer types (it may briefly be empty).
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n)));

  return (
    <div className="quantity-stepper">
      <label className="quantity-stepper__label" htmlFor={id}>
        {label}
      </label>
      <div className="quantity-stepper__row">
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label="Decrease quantity"
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="quantity-stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => {
            const typed = event.target.value;
            setDraft(typed);
            const number = Number(typed);
            if (typed !== '' && Number.isFinite(number)) onChange(clamp(number));
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label="Increase quantity"
          aria-controls={id}
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
