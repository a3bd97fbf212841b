import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Product } from '../../../shared/menu.ts';
import { serverError } from '../../lib/api.ts';
import { UPDATED_MESSAGE, UPDATE_FAILED_MESSAGE } from './product-toasts.ts';
import { updateProduct } from './products-api.ts';
import './availability-switch.css';

interface AvailabilitySwitchProps {
  product: Product;
  /** Reads the list again after a change; the switch stays busy until it has. */
  onChanged: () => Promise<unknown>;
}

/** "Sold out tonight" in one click: flips availability with an update that sends only what the spec requires. */
export function AvailabilitySwitch({ product, onChanged }: AvailabilitySwitchProps) {
  const [saving, setSaving] = useState(false);
  const { id: productId, name, category, price, emotion } = product;

  async function toggle() {
    setSaving(true);
    try {
      await updateProduct({ productId, name, category, price, emotion, availability: !product.availability });
      // Said once the list shows it: the switch and the message agree.
      await onChanged();
      toast.success(UPDATED_MESSAGE);
    } catch (error) {
      if (await serverError(error)) toast.error(UPDATE_FAILED_MESSAGE);
    } finally {
      setSaving(false);
    }
  }

  return (
    <label className="availability-switch">
      <input
        type="checkbox"
        role="switch"
        aria-label={`Available: ${name}`}
        className="availability-switch__input"
        checked={product.availability}
        disabled={saving}
        onChange={() => void toggle()}
      />
      <span className="availability-switch__track" aria-hidden="true" />
      <span>Available</span>
    </label>
  );
}
