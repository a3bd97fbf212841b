import type { StaffLineItem } from '../../shared/staff-orders.ts';
import { DishThumb } from './dish-thumb.tsx';
import { IngredientChips } from './ingredient-chips.tsx';
import './staff-line-items.css';

interface StaffLineItemsProps {
  items: readonly StaffLineItem[];
  id?: string;
  /** The kitchen needs each dish's ingredients; the rider does not. */
  showIngredients?: boolean;
}

/** An order's lines on the staff screens: picture, name, quantity, and optionally the ingredient chips. */
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
            {showIngredients && <IngredientChips ingredients={item.ingredients} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
