import { optionsText } from '../../../shared/options.ts';
import type { OrderItem } from '../../../shared/orders.ts';
import { DishThumb } from '../../components/dish-thumb.tsx';
import { TotalLine } from '../../components/ui/total-line.tsx';
import { formatPrice } from '../../lib/format.ts';
import './orders.css';

/**
 * An order's lines (picture, name with its choices and note, quantity, unit price with the choices) and its total,
 * as every order-details view shows them.
 * Without `total`, the lines alone, without prices: the tracker's reminder of what is coming.
 */
export function OrderItemsList({
  items,
  total,
  deliveryFee = 0,
}: {
  items: OrderItem[];
  total?: number;
  /** Included in `total`; shown above it when there is one. */
  deliveryFee?: number;
}) {
  return (
    <>
      <ul className="order-items">
        {items.map((item, index) => (
          <li key={`${item.productName}-${index}`} className="order-items__item">
            <DishThumb src={item.imageURL} size="sm" />
            <span className="order-items__name">
              {item.productName}
              {item.options.length > 0 && <span className="order-items__options">{optionsText(item.options)}</span>}
              {item.note && <span className="order-items__note">“{item.note}”</span>}
            </span>
            <span className="order-items__quantity">
              <span className="visually-hidden">Quantity: </span>× {item.quantity}
            </span>
            {total !== undefined && (
              <span className="order-items__price">
                <span className="visually-hidden">Unit price: </span>
                {formatPrice(item.unitPrice)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {total !== undefined && (
        <TotalLine amount={formatPrice(total)} deliveryFee={deliveryFee > 0 ? formatPrice(deliveryFee) : undefined} />
      )}
    </>
  );
}
