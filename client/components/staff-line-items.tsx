import { optionsText } from '../../shared/options.ts';
import type { StaffLineItem } from '../../shared/staff-orders.ts';
import { DishThumb } from './dish-thumb.tsx';
import { IngredientChips } from './ingredient-chips.tsx';
import './staff-line-items.css';

interface StaffLineItemsProps {
  items: readonly StaffLineItem[];
  id?: string;
  /** Each dish's recipe, when the cook has asked to see it; the rider never needs it. */
  showIngredients?: boolean;
}

/**
 * An order's lines on the staff screens: picture, quantity and name, the choices made under it and the customer's
 * note in a style nobody misses from the stove, and the ingredient chips when asked for.
 */
export function StaffLineItems({ items, id, showIngredients = false }: StaffLineItemsProps) {
  return (
    <ul className="staff-line-items" id={id} aria-label="Items">
      {items.map((item) => (
        <li key={item.id} className="staff-line-items__item">
          <DishThumb src={item.imageLink} size="sm" />
          <div className="staff-line-items__text">
            <p className="staff-line-items__name">
              <span className="staff-line-items__quantity">
                {item.quantity}
                <span aria-hidden="true"> ×</span>
                <span className="visually-hidden"> of</span>
              </span>{' '}
              {item.name}
            </p>
            {item.options.length > 0 && <p className="staff-line-items__options">{optionsText(item.options)}</p>}
            {item.note && (
              <p className="staff-line-items__note">
                <span className="staff-line-items__note-label">Note:</span> {item.note}
              </p>
            )}
            {showIngredients && <IngredientChips ingredients={item.ingredients} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
